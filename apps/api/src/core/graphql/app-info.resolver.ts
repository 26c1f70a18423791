import { Query, Resolver } from '@nestjs/graphql';
import { DEFAULT_LOCALE, LOCALES } from '@platform/domain';
import { Public } from '../auth/public.decorator.js';
import { AppInfo } from './app-info.model.js';
import { APP_VERSION } from './app-version.js';

@Resolver(() => AppInfo)
export class AppInfoResolver {
  @Public()
  @Query(() => AppInfo)
  appInfo(): AppInfo {
    return { version: APP_VERSION, defaultLocale: DEFAULT_LOCALE, locales: [...LOCALES] };
  }
}
