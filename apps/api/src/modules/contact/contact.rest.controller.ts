import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Public } from '../../core/auth/public.decorator.js';
import { ContactService } from './contact.service.js';
import { ContactMessageInput } from './dto/contact.inputs.js';

@Controller()
export class ContactRestController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Post('api/email/contact')
  @HttpCode(200)
  async send(@Body() body: ContactMessageInput) {
    await this.contact.sendMessage(body);
    return { success: true };
  }
}
