import { Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { InvoicesService } from './invoices.service.js';
import { InvoiceModel, toInvoiceModel } from './models/invoice.model.js';

@Resolver()
export class InvoicesResolver {
  constructor(private readonly invoices: InvoicesService) {}

  @Query(() => [InvoiceModel], {
    description: 'The signed-in member’s invoices (workshops and membership), newest first.',
  })
  async myInvoices(@CurrentUser() user: AuthenticatedUser): Promise<InvoiceModel[]> {
    return (await this.invoices.ofUser(user.id)).map((invoice) => toInvoiceModel(invoice));
  }
}
