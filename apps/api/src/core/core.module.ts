import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import { Clock } from './clock/clock.js';
import { JobsModule } from './jobs/jobs.module.js';
import { AccessGuard } from './auth/access.guard.js';
import { AccessTokens } from './auth/access-tokens.js';
import { PasswordHasher } from './auth/password-hasher.js';
import type { AppConfig } from './config/app-config.js';
import { APP_CONFIG } from './config/config.tokens.js';
import { AppMeta } from './database/app-meta.entity.js';
import { dataSourceOptions } from './database/data-source.js';
import { RestExceptionFilter } from './errors/rest-exception.filter.js';
import { createValidationPipe } from './errors/validation.js';
import { AdminCounters } from './admin-counters/admin-counters.js';
import { AdminCountersResolver } from './admin-counters/admin-counters.resolver.js';
import { AppInfoResolver } from './graphql/app-info.resolver.js';
import { graphqlOptions } from './graphql/graphql.config.js';
import { GraphqlResponseCache } from './graphql/graphql-response-cache.js';
import { HealthController } from './health/health.controller.js';
import { TextSafetyPipe } from './validation/text-safety.pipe.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { AboutPageCache } from './web/about-page-cache.js';
import { DataPageCache } from './web/data-page-cache.js';
import { ServerPageHeads } from './web/server-page-heads.js';

/**
 * Configuration, database, GraphQL, the global guard, pipe and filter, health, the clock and the
 * job queue. `clock` is only ever passed by the integration tests (a settable one).
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, clock: Clock = new Clock()): DynamicModule {
    // One instance for the Apollo plugin and for the module that invalidates it.
    const graphqlResponses = new GraphqlResponseCache();
    return {
      module: CoreModule,
      imports: [
        // Each module registers its own entities with `TypeOrmModule.forFeature`.
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config.databaseUrl, [], { waitMs: config.databasePoolWaitMs }),
          autoLoadEntities: true,
        }),
        TypeOrmModule.forFeature([AppMeta]),
        GraphQLModule.forRoot<ApolloDriverConfig>(graphqlOptions(config, graphqlResponses)),
        TerminusModule.forRoot({ logger: false, errorLogStyle: 'json' }),
        RateLimitModule,
        JobsModule,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_PIPE, useClass: TextSafetyPipe },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: RestExceptionFilter },
        AppInfoResolver,
        AdminCounters,
        AdminCountersResolver,
        AccessTokens,
        PasswordHasher,
        ServerPageHeads,
        DataPageCache,
        AboutPageCache,
        { provide: GraphqlResponseCache, useValue: graphqlResponses },
      ],
      exports: [
        AdminCounters,
        APP_CONFIG,
        AccessTokens,
        PasswordHasher,
        Clock,
        ServerPageHeads,
        DataPageCache,
        AboutPageCache,
        GraphqlResponseCache,
      ],
    };
  }
}
