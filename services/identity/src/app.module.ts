import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, ServiceKitModule } from '@portal/nest-kit';
import { AccountsModule } from './accounts/accounts.module.js';
import { CardNumbersController } from './api/card-numbers.controller.js';
import { CardNumbersModule } from './card-numbers/card-numbers.module.js';
import {
  OfficeSettingsController,
  OfficeSettingsInternalController,
} from './api/office-settings.controller.js';
import { PrincipalController } from './api/principal.controller.js';
import { UsersController } from './api/users.controller.js';
import { UsersInternalController } from './api/users-internal.controller.js';
import type { IdentityConfig } from './config.js';
import { identityDatabase } from './database.js';
import { IdentityConfigModule } from './identity-config.module.js';
import { LanguagePacksModule } from './language-packs/language-packs.module.js';
import { OfficeSettingsModule } from './office-settings/office-settings.module.js';
import { PasswordsController } from './api/passwords.controller.js';
import { PasswordsModule } from './passwords/passwords.module.js';
import { SessionPrincipalSource } from './sessions/session-principal-source.service.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { ThrottleModule } from './throttle/throttle.module.js';

@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        IdentityConfigModule.register(config),
        ServiceKitModule.forRoot({ service: 'identity', database: identityDatabase(config) }),
        AuthModule.withPrincipalSource({
          jwtSecret: config.JWT_SECRET,
          serviceSecret: config.SERVICE_SECRET,
          source: SessionPrincipalSource,
          imports: [SessionsModule],
        }),
        AccountsModule,
        SessionsModule,
        ThrottleModule,
        OfficeSettingsModule,
        PasswordsModule,
        CardNumbersModule,
        LanguagePacksModule,
      ],
      controllers: [
        UsersController,
        PasswordsController,
        PrincipalController,
        UsersInternalController,
        OfficeSettingsController,
        OfficeSettingsInternalController,
        CardNumbersController,
      ],
    };
  }
}
