import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('ProfileLinks')
export class ProfileLinksModel {
  @Field(() => String, { nullable: true }) linkedin!: string | null;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field(() => String, { nullable: true }) github!: string | null;
  @Field(() => String, { nullable: true }) twitter!: string | null;
}

/** A profile as the viewer may see it (others see the version last approved). */
@ObjectType('Profile')
export class ProfileModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) userId!: string;
  @Field() displayName!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) headline!: string | null;
  @Field(() => String, { nullable: true }) bio!: string | null;
  @Field(() => [String]) skills!: string[];
  @Field(() => String, { nullable: true }) company!: string | null;
  @Field(() => String, { nullable: true }) location!: string | null;
  @Field(() => ProfileLinksModel) links!: ProfileLinksModel;
  @Field(() => String, { nullable: true }) photoUrl!: string | null;
  @Field() visibility!: string;
  @Field() approvalStatus!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The admin’s comment (owner and admins only).',
  })
  adminComment!: string | null;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}
