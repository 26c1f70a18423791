import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { RESOLVER_TYPE_METADATA } from '@nestjs/graphql/dist/graphql.constants.js';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { loadConfig } from '../core/config/app-config.js';
import { AppModule } from '../app.module.js';

/**
 * Writes `schema.graphql` from the code-first resolvers without a database or a server:
 * the resolvers are found in the application's module tree, then the schema is built and
 * printed sorted, so the committed file only changes when the API does.
 */
async function main(): Promise<void> {
  const target = process.argv[2] ?? 'schema.graphql';
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    JWT_SECRET: 'schema-emit-only-secret',
  });
  const resolvers = collectResolvers(
    AppModule.forRoot({ ...config, databaseUrl: 'postgres://unused' }),
  );
  const app = await NestFactory.create(GraphQLSchemaBuilderModule, { logger: false });
  await app.init();
  const schema = await app.get(GraphQLSchemaFactory).create(resolvers);
  writeFileSync(target, `${printSchema(lexicographicSortSchema(schema))}\n`);
  await app.close();
}

type ModuleLike = Function | { module: Function; imports?: unknown[]; providers?: unknown[] };

function collectResolvers(root: ModuleLike): Function[] {
  const found = new Set<Function>();
  const seen = new Set<unknown>();
  const visit = (entry: unknown): void => {
    if (!entry || seen.has(entry)) return;
    seen.add(entry);
    const dynamic =
      typeof entry === 'object' && 'module' in entry
        ? (entry as Exclude<ModuleLike, Function>)
        : undefined;
    const moduleClass = dynamic ? dynamic.module : (entry as Function);
    const imports = [...metadataList(moduleClass, 'imports'), ...(dynamic?.imports ?? [])];
    const providers = [...metadataList(moduleClass, 'providers'), ...(dynamic?.providers ?? [])];
    for (const provider of providers) {
      if (typeof provider === 'function' && Reflect.hasMetadata(RESOLVER_TYPE_METADATA, provider)) {
        found.add(provider);
      }
    }
    imports.forEach(visit);
  };
  visit(root);
  return [...found];
}

function metadataList(target: Function, key: string): unknown[] {
  const value: unknown = Reflect.getMetadata(key, target);
  return Array.isArray(value) ? (value as unknown[]) : [];
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
