import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CardNumbersService } from './card-numbers.service.js';

@Module({
  imports: [AccountsModule],
  providers: [CardNumbersService],
  exports: [CardNumbersService],
})
export class CardNumbersModule {}
