import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import { CertificatesService } from './certificates.service.js';
import { RevokeCertificateInput } from './dto/revoke-certificate.input.js';
import { CertificateModel, toCertificateModel } from './models/certificate.model.js';

@Resolver()
export class CertificatesResolver {
  constructor(private readonly certificates: CertificatesService) {}

  @Public()
  @Query(() => CertificateModel, {
    nullable: true,
    description: 'The public verification of a certificate number; null for an unknown one.',
  })
  async certificateVerification(@Args('number') number: string): Promise<CertificateModel | null> {
    const row = await this.certificates.verify(number);
    return row ? toCertificateModel(row) : null;
  }

  @Query(() => [CertificateModel], { description: 'The signed-in member’s certificates.' })
  async myCertificates(@CurrentUser() user: AuthenticatedUser): Promise<CertificateModel[]> {
    return (await this.certificates.mine(user)).map(toCertificateModel);
  }

  @Roles('ADMIN')
  @Mutation(() => CertificateModel, { description: 'Revokes a certificate (admins).' })
  async revokeCertificate(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: RevokeCertificateInput,
  ): Promise<CertificateModel> {
    return toCertificateModel(await this.certificates.revoke(user, input.number, input.reason));
  }
}
