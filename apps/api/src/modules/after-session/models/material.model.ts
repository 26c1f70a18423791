import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('SessionMaterial', { description: 'A file or a link for a workshop’s people.' })
export class MaterialModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) workshopId!: string;
  @Field(() => ID, { nullable: true, description: 'Null: for every session.' })
  sessionId!: string | null;
  @Field() title!: string;
  @Field({ description: 'attendees or registrants.' }) audience!: string;
  @Field({ description: 'file or link.' }) kind!: string;
  @Field(() => String, { nullable: true }) fileName!: string | null;
  @Field(() => String, { nullable: true }) contentType!: string | null;
  @Field(() => Int, { nullable: true }) byteSize!: number | null;
  @Field(() => String, { nullable: true, description: 'A link’s address.' }) url!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'A file’s download path (add ?registration=…[&token=…] for a registrant).',
  })
  downloadPath!: string | null;
  @Field() createdAt!: Date;
}

@ObjectType('AfterSession', {
  description: 'What a registration has after its session: feedback and materials.',
})
export class AfterSessionModel {
  @Field(() => ID) registrationId!: string;
  @Field({ description: 'The registration attended and may give (or change) feedback.' })
  canGiveFeedback!: boolean;
  @Field() feedbackGiven!: boolean;
  @Field(() => [MaterialModel]) materials!: MaterialModel[];
}
