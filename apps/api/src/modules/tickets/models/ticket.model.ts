import { Field, ID, ObjectType } from '@nestjs/graphql';

/** One message of a ticket's conversation. */
@ObjectType('TicketMessage')
export class TicketMessageModel {
  @Field(() => ID) id!: string;
  @Field() body!: string;
  @Field({ description: 'Written by the support team (an admin), not by the member.' })
  fromTeam!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Who wrote it; null once that account is gone.',
  })
  authorName!: string | null;
  @Field() createdAt!: Date;
}

/** Who opened a ticket (shown to the owner and to admins only, as tickets are). */
@ObjectType('TicketOwner')
export class TicketOwnerModel {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() email!: string;
}

/** A support ticket as its owner or an admin sees it. */
@ObjectType('Ticket')
export class TicketModel {
  @Field(() => ID) id!: string;
  @Field() subject!: string;
  @Field({ description: 'One of the fixed categories (general, account, ...).' })
  category!: string;
  @Field({ description: 'open, answered or closed.' })
  status!: string;
  @Field(() => TicketOwnerModel) owner!: TicketOwnerModel;
  @Field() createdAt!: Date;
  @Field({ description: 'Time of the latest message or status change.' })
  updatedAt!: Date;
}
