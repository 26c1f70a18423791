import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

/** One entry of hours. */
@ObjectType('ProjectTimeEntry')
export class ProjectTimeEntryModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'YYYY-MM-DD' }) workDate!: string;
  @Field(() => Float, { description: 'In quarter hours (1.25).' }) hours!: number;
  @Field() description!: string;
  @Field({ description: 'Whether its month is still open (the specialist may change it).' })
  editable!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The specialist’s name (the company’s and admins’ view).',
  })
  specialistName!: string | null;
}

/** One specialist's hours in a month, at the rate the company pays. */
@ObjectType('ProjectMonthSpecialist')
export class ProjectMonthSpecialistModel {
  @Field() name!: string;
  @Field(() => Float) hours!: number;
  @Field(() => Int, { nullable: true }) hourlyRateCents!: number | null;
  @Field(() => Int, { nullable: true }) amountCents!: number | null;
}

/** A project's month as the company and admins see it. */
@ObjectType('ProjectMonth')
export class ProjectMonthModel {
  @Field({ description: 'YYYY-MM' }) month!: string;
  @Field({ description: 'open, closed or approved.' }) status!: string;
  @Field(() => Float) totalHours!: number;
  @Field(() => Int, { nullable: true, description: 'Net, hours × rates.' })
  totalCents!: number | null;
  @Field(() => String, { nullable: true }) invoiceNumber!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The month’s last cancelled invoice (invoiced again, or to be).',
  })
  cancelledInvoiceNumber!: string | null;
  @Field(() => [ProjectMonthSpecialistModel]) specialists!: ProjectMonthSpecialistModel[];
  @Field(() => [ProjectTimeEntryModel]) entries!: ProjectTimeEntryModel[];
}

/** A project's hours, month by month (the company through its link; admins). */
@ObjectType('ProjectHours')
export class ProjectHoursModel {
  @Field(() => ID) requestId!: string;
  @Field() company!: string;
  @Field() status!: string;
  @Field(() => [ProjectMonthModel]) months!: ProjectMonthModel[];
  @Field(() => String, { nullable: true, description: 'Admins only.' })
  billingOrganisation!: string | null;
  @Field(() => String, { nullable: true, description: 'Admins only.' })
  billingAddress!: string | null;
}

/** A month of one of the specialist's projects, with their own hours. */
@ObjectType('MyProjectMonth')
export class MyProjectMonthModel {
  @Field({ description: 'YYYY-MM' }) month!: string;
  @Field({ description: 'open, closed or approved.' }) status!: string;
  @Field(() => Float) totalHours!: number;
  @Field(() => [ProjectTimeEntryModel]) entries!: ProjectTimeEntryModel[];
}

/** A project of the specialist's team, with their hours. */
@ObjectType('MyProjectHours')
export class MyProjectHoursModel {
  @Field(() => ID) requestId!: string;
  @Field() company!: string;
  @Field() status!: string;
  @Field({ description: 'Whether hours can be recorded (the project is running).' })
  canRecord!: boolean;
  @Field(() => String, { nullable: true, description: 'First day hours may be recorded for.' })
  firstDay!: string | null;
  @Field(() => String, { nullable: true }) lastDay!: string | null;
  @Field(() => Int, { nullable: true, description: 'The agreed rate for this specialist.' })
  hourlyRateCents!: number | null;
  @Field(() => [MyProjectMonthModel]) months!: MyProjectMonthModel[];
}

/** What one of the specialist's months came to on the company's invoice. */
@ObjectType('MyInvoicedMonth')
export class MyInvoicedMonthModel {
  @Field(() => ID) requestId!: string;
  @Field() company!: string;
  @Field({ description: 'YYYY-MM' }) month!: string;
  @Field(() => Float) hours!: number;
  @Field(() => Int) hourlyRateCents!: number;
  @Field(() => Int) amountCents!: number;
  @Field() invoiceNumber!: string;
  @Field({ description: 'open, paid, cancelled, …' }) paymentState!: string;
}
