import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_KEY } from '../../src/access/decorators/access.decorator';
import type { TestApp } from './test-app';

export interface RegisteredRoute {
  method: string;
  path: string;
  handler: string;
  rule: unknown;
}

/** Every route the application registered, with the access rule declared on it or its controller. */
export function registeredRoutes(t: TestApp): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: unknown[]) => unknown) | undefined;
      if (!controller?.prototype) continue;
      const base = Reflect.getMetadata(PATH_METADATA, controller) as string | undefined;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const rule = Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, controller);
        routes.push({
          method,
          path: `/${[base, path].filter((p) => p && p !== '/').join('/')}`,
          handler: `${controller.name}.${name}`,
          rule,
        });
      }
    }
  }
  return routes;
}
