import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import {
  RESOLVER_NAME_METADATA,
  RESOLVER_TYPE_METADATA,
} from '@nestjs/graphql/dist/graphql.constants.js';
import { ACCEPTS_DEVICE_TOKEN } from '../../src/core/auth/device-token.js';
import { IS_PUBLIC } from '../../src/core/auth/public.decorator.js';
import { REQUIRED_ROLES } from '../../src/core/auth/roles.decorator.js';
import { SECOND_FACTOR_SETUP } from '../../src/core/auth/second-factor-setup.decorator.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every GraphQL query and mutation and every REST route with its access rule. A change in
 * this snapshot is a permission change: review it as one (`jest -u` to accept).
 */
describe('access rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('match the reviewed snapshot', () => {
    const discovery = t.app.get(DiscoveryService);
    const scanner = t.app.get(MetadataScanner);
    const reflector = t.app.get(Reflector);
    const ruleOf = (handler: Function, owner: Function): string => {
      const roles = reflector.getAllAndOverride<string[] | undefined>(REQUIRED_ROLES, [
        handler,
        owner,
      ]);
      if (roles) return `roles:${roles.join('|')}`;
      // Also open to an admin who still has to enrol a second factor (ADMIN_MFA=required).
      const setup = reflector.getAllAndOverride<boolean | undefined>(SECOND_FACTOR_SETUP, [
        handler,
        owner,
      ])
        ? ' +second-factor-setup'
        : '';
      // Also takes a scanner app's check-in device key.
      const device = reflector.getAllAndOverride<boolean | undefined>(ACCEPTS_DEVICE_TOKEN, [
        handler,
        owner,
      ])
        ? ' +device-token'
        : '';
      return reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [handler, owner])
        ? 'public'
        : `signed-in${setup}${device}`;
    };
    const rules: string[] = [];

    for (const wrapper of discovery.getControllers()) {
      const owner = wrapper.metatype as Function;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, owner) ?? '');
      const prototype = Object.getPrototypeOf(wrapper.instance) as Record<string, Function>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const full = `/${[prefix, path]
          .map((p) => p.replace(/^\/|\/$/g, ''))
          .filter(Boolean)
          .join('/')}`;
        rules.push(`REST ${method} ${full} -> ${ruleOf(handler, owner)}`);
      }
    }

    for (const wrapper of discovery.getProviders()) {
      const owner = wrapper.metatype as Function | undefined;
      if (!owner || !wrapper.instance || !Reflect.hasMetadata(RESOLVER_TYPE_METADATA, owner))
        continue;
      const prototype = Object.getPrototypeOf(wrapper.instance) as Record<string, Function>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        const type = Reflect.getMetadata(RESOLVER_TYPE_METADATA, handler) as string | undefined;
        if (type !== 'Query' && type !== 'Mutation') continue;
        const field =
          (Reflect.getMetadata(RESOLVER_NAME_METADATA, handler) as string | undefined) ?? name;
        rules.push(`GraphQL ${type}.${field} -> ${ruleOf(handler, owner)}`);
      }
    }
    expect(rules.sort()).toMatchSnapshot();
  });
});
