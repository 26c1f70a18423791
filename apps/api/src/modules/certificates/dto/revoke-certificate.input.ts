import { Field, InputType } from '@nestjs/graphql';
import { CERTIFICATE_REVOKE_REASON_MAX } from '@platform/domain';
import { IsString, MaxLength } from 'class-validator';

@InputType()
export class RevokeCertificateInput {
  @Field()
  @IsString()
  @MaxLength(40)
  number!: string;

  @Field({ description: 'Why (kept with the certificate and in the audit log).' })
  @IsString()
  @MaxLength(CERTIFICATE_REVOKE_REASON_MAX)
  reason!: string;
}
