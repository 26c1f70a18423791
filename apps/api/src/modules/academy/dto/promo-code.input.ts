import { Field, ID, InputType } from '@nestjs/graphql';
import {
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';

@InputType('PromoCodeInput')
export class PromoCodeInput {
  @Field({ description: 'Letters, digits, - and _; stored upper-case.' })
  @IsString()
  @Matches(/^\s*[A-Za-z0-9_-]{3,60}\s*$/)
  code!: string;

  @Field() @IsString() @IsNotEmpty() @MaxLength(120) tool!: string;
  @Field() @IsString() @IsNotEmpty() @MaxLength(1000) descriptionDe!: string;
  @Field() @IsString() @IsNotEmpty() @MaxLength(1000) descriptionEn!: string;
  @Field() @IsBoolean() active!: boolean;

  @Field(() => ID, { nullable: true, description: 'Only with this workshop; empty: with all.' })
  @IsOptional()
  @IsUUID()
  workshopId?: string | null;
}
