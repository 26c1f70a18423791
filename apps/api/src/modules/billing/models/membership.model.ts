import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('BillingAddress', { description: 'A billing address as given with an order.' })
export class BillingAddressModel {
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true }) company!: string | null;
  @Field() street!: string;
  @Field() postcode!: string;
  @Field() city!: string;
  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2.' })
  country!: string | null;
}

@ObjectType('PriceTerms', { description: 'How prices are taxed, as every invoice shows it.' })
export class PriceTermsModel {
  @Field({
    description:
      'True: small business under § 19 UStG, no VAT is charged (prices are net and gross).',
  })
  smallBusiness!: boolean;

  @Field(() => Int, { description: 'The VAT rate in the prices (0 for a small business).' })
  vatRatePercent!: number;
}

@ObjectType('Membership', { description: 'The signed-in account’s Academy membership.' })
export class MembershipModel {
  @Field({ description: 'trial, active or lapsed.' }) status!: string;
  @Field() trialEndsAt!: Date;
  @Field(() => Date, { nullable: true }) startedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'The chosen end (start of a month).' })
  endsAt!: Date | null;
  @Field(() => Int) monthlyFeeCents!: number;
  @Field(() => Date, {
    nullable: true,
    description: 'When the next monthly invoice is issued (null: none will be).',
  })
  nextInvoiceAt!: Date | null;

  @Field(() => BillingAddressModel, {
    nullable: true,
    description: 'The billing address of the last order (its invoices go there); null: none.',
  })
  billingAddress!: BillingAddressModel | null;
}
