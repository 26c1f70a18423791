import { Field, InputType } from '@nestjs/graphql';
import { LOCALES } from '@platform/domain';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';

@InputType()
export class PageViewInput {
  /** A path of this site, without query or fragment. */
  @Field() @IsString() @MaxLength(200) @Matches(/^\/[A-Za-z0-9\-._~/%]*$/) path!: string;
  @Field() @IsIn(LOCALES) lang!: string;
}
