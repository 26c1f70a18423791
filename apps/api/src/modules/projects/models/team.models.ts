import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

/** A specialist's project terms (the specialist and admins only). */
@ObjectType('SpecialistTerms')
export class SpecialistTermsModel {
  @Field(() => Int, { nullable: true }) hoursPerWeek!: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) availableFrom!: string | null;
  @Field() remote!: boolean;
  @Field(() => [String], { description: 'Region codes (Bundesländer).' }) regions!: string[];
  @Field(() => Int, { nullable: true }) rateMinCents!: number | null;
  @Field(() => Int, { nullable: true }) rateMaxCents!: number | null;
  @Field(() => String, { nullable: true, description: 'not_needed, requested or granted.' })
  employerPermission!: string | null;
  @Field(() => String, { nullable: true }) permissionGrantedOn!: string | null;
  @Field() hasPermissionDocument!: boolean;
}

/** A specialist ranked for a request, with why (admins only). */
@ObjectType('ProjectMatch')
export class ProjectMatchModel {
  @Field(() => ID) userId!: string;
  @Field(() => ID) profileId!: string;
  @Field() displayName!: string;
  @Field(() => String, { nullable: true }) headline!: string | null;
  @Field(() => String, { nullable: true }) photoUrl!: string | null;
  @Field(() => [String]) skills!: string[];
  @Field(() => Int, { nullable: true }) hoursPerWeek!: number | null;
  @Field(() => String, { nullable: true }) availableFrom!: string | null;
  @Field() remote!: boolean;
  @Field(() => [String]) regions!: string[];
  @Field(() => Int, { nullable: true }) rateMinCents!: number | null;
  @Field(() => Int, { nullable: true }) rateMaxCents!: number | null;
  @Field(() => String, { nullable: true }) employerPermission!: string | null;
  @Field(() => String, { nullable: true }) permissionGrantedOn!: string | null;
  @Field(() => String, { nullable: true }) permissionDocumentUrl!: string | null;
  @Field({ description: 'An approved profile with a granted or not-needed permission.' })
  proposable!: boolean;
  @Field(() => Float, { description: '0..100' }) score!: number;
  @Field(() => [String]) matchedSkills!: string[];
  @Field(() => Int) wantedSkills!: number;
  @Field() enoughHours!: boolean;
  @Field() availableInTime!: boolean;
  @Field(() => String, { nullable: true, description: 'remote or region.' })
  placeKind!: string | null;
  @Field(() => String, { nullable: true }) placeRegion!: string | null;
  @Field(() => String, { nullable: true, description: 'The offer already made, if any.' })
  offerStatus!: string | null;
}

/** An offer as admins see it. */
@ObjectType('ProjectOfferAdmin')
export class ProjectOfferAdminModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) specialistUserId!: string;
  @Field() displayName!: string;
  @Field({ description: 'offered, accepted, declined or withdrawn.' }) status!: string;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => Int, { nullable: true }) hourlyRateCents!: number | null;
  @Field(() => Int, { nullable: true, description: 'The specialist’s own range (terms).' })
  rateMinCents!: number | null;
  @Field(() => Int, { nullable: true }) rateMaxCents!: number | null;
  @Field() offeredAt!: Date;
  @Field(() => Date, { nullable: true }) answeredAt!: Date | null;
}

@ObjectType('ProjectProposalAdmin')
export class ProjectProposalAdminModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'sent, accepted or declined.' }) status!: string;
  @Field(() => String, { nullable: true }) comment!: string | null;
  @Field() sentAt!: Date;
  @Field(() => Date, { nullable: true }) answeredAt!: Date | null;
  @Field(() => [ID]) offerIds!: string[];
}

/** A request's offers and latest proposal (admins). */
@ObjectType('ProjectTeamAdmin')
export class ProjectTeamAdminModel {
  @Field(() => ID) requestId!: string;
  @Field(() => [ProjectOfferAdminModel]) offers!: ProjectOfferAdminModel[];
  @Field(() => ProjectProposalAdminModel, { nullable: true })
  proposal!: ProjectProposalAdminModel | null;
}

/** A proposed specialist's public card with the rate the company pays. */
@ObjectType('ProjectProposalMember')
export class ProjectProposalMemberModel {
  @Field() displayName!: string;
  @Field(() => String, { nullable: true }) headline!: string | null;
  @Field(() => String, { nullable: true }) photoUrl!: string | null;
  @Field(() => [String]) skills!: string[];
  @Field(() => Int, { nullable: true }) hourlyRateCents!: number | null;
}

/** The proposal as the company sees it through its link. */
@ObjectType('ProjectProposal')
export class ProjectProposalPublicModel {
  @Field({ description: 'sent, accepted or declined.' }) status!: string;
  @Field() sentAt!: Date;
  @Field(() => Date, { nullable: true }) answeredAt!: Date | null;
  @Field(() => String, { nullable: true }) comment!: string | null;
  @Field(() => [ProjectProposalMemberModel]) members!: ProjectProposalMemberModel[];
}

/** What a specialist sees of a request offered to them (no contact details). */
@ObjectType('OfferedProjectRequest')
export class OfferedRequestModel {
  @Field(() => ID) id!: string;
  @Field() description!: string;
  @Field(() => [String]) skills!: string[];
  @Field(() => Int) hoursPerWeek!: number;
  @Field() startDate!: string;
  @Field(() => Int) durationWeeks!: number;
  @Field() workMode!: string;
  @Field(() => String, { nullable: true }) place!: string | null;
  @Field() status!: string;
}

/** The company's contact, for the team once the company accepted. */
@ObjectType('ProjectCompanyContact')
export class ProjectCompanyContactModel {
  @Field() company!: string;
  @Field() contactName!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
}

/** An offer made to the signed-in specialist. */
@ObjectType('MyProjectOffer')
export class MyProjectOfferModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'offered, accepted, declined or withdrawn.' }) status!: string;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => Int, { nullable: true }) hourlyRateCents!: number | null;
  @Field() offeredAt!: Date;
  @Field(() => Date, { nullable: true }) answeredAt!: Date | null;
  @Field({ description: 'In the team the company accepted.' }) inTeam!: boolean;
  @Field(() => OfferedRequestModel) request!: OfferedRequestModel;
  @Field(() => ProjectCompanyContactModel, { nullable: true })
  contact!: ProjectCompanyContactModel | null;
}
