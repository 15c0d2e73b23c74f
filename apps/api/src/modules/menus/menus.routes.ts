import { idParamSchema, paginationQuerySchema } from '@costeo/domain/contracts/common';
import {
  eventsNeedsQuerySchema,
  eventsNeedsSchema,
  menuNeedsSchema,
} from '@costeo/domain/contracts/menu-needs';
import {
  dayProductionQuerySchema,
  dayProductionSchema,
  menuProductionSchema,
} from '@costeo/domain/contracts/menu-production';
import {
  duplicateMenuRequestSchema,
  menuDishListSchema,
  menuDishQuerySchema,
  menuGuestsQuerySchema,
  menuListQuerySchema,
  menuListSchema,
  menuPatchSchema,
  menuRequestSchema,
  menuSchema,
} from '@costeo/domain/contracts/menus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../lib/pagination.ts';
import { currentUserId } from '../../plugins/authentication.ts';
import type { MenusService } from './menus.service.ts';

/** `/api/menus/…` (issue 18): the carta, the menú del día and events, DRF conventions. */
export const menusRoutes: FastifyPluginAsyncZod<{
  menus: MenusService;
  publicUrl: string | null;
}> = async (app, { menus, publicUrl }) => {
  const tags = ['Menús'];
  const base = '/menus';
  const withId = { params: idParamSchema };
  const listQuery = paginationQuerySchema.extend(menuListQuerySchema.shape);

  app.get(
    `${base}/`,
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: 'Menús del usuario con sus cifras (search, kind, ordering)',
        querystring: listQuery,
        response: { 200: menuListSchema },
      },
    },
    async (request) => {
      const page = await menus.list(currentUserId(request), request.query);
      return toPage(request, request.query, page, publicUrl);
    },
  );

  // Before /:id/ so the name is never read as an id.
  app.get(
    `${base}/dishes/`,
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: 'Platos que un menú puede servir, con sus cifras exactas (search)',
        querystring: menuDishQuerySchema,
        response: { 200: menuDishListSchema },
      },
    },
    (request) => menus.dishes(currentUserId(request), request.query.search),
  );

  // Before /:id/ too (issue 37): the needs of several events and the day's production sheet.
  app.get(
    `${base}/needs/`,
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary:
          'Necesidades de varios eventos: los fechados entre date_from y date_to (ambos incluidos, hasta 92 días) o los menús ?menus=1,2, cada uno con sus invitados; productos sumados y luego en formatos de compra, elaboraciones sumadas y luego en tandas (Pro)',
        querystring: eventsNeedsQuerySchema,
        response: { 200: eventsNeedsSchema },
      },
    },
    (request) => menus.eventsNeeds(currentUserId(request), request.query),
  );

  app.get(
    `${base}/production/`,
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary:
          'Hoja de producción de un día (?date=AAAA-MM-DD): todos los eventos de ese día, cada plato en raciones enteras por evento y las elaboraciones en tandas para todos (Pro)',
        querystring: dayProductionQuerySchema,
        response: { 200: dayProductionSchema },
      },
    },
    (request) => menus.dayProduction(currentUserId(request), request.query.date),
  );

  app.post(
    `${base}/`,
    { schema: { tags, body: menuRequestSchema, response: { 201: menuSchema } } },
    async (request, reply) =>
      reply.status(201).send(await menus.create(currentUserId(request), request.body)),
  );

  app.get(
    `${base}/:id/`,
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary: 'Un menú con sus cifras (?guests=N presupuesta un evento para N invitados)',
        ...withId,
        querystring: menuGuestsQuerySchema,
        response: { 200: menuSchema },
      },
    },
    (request) => menus.get(currentUserId(request), request.params.id, request.query.guests),
  );

  app.get(
    `${base}/:id/needs/`,
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary:
          'Necesidades de un menú o evento para N comensales (?guests=N; sin él, los invitados del evento): productos en formatos de compra por proveedor y elaboraciones en tandas (Pro)',
        ...withId,
        querystring: menuGuestsQuerySchema,
        response: { 200: menuNeedsSchema },
      },
    },
    (request) => menus.needs(currentUserId(request), request.params.id, request.query.guests),
  );

  app.get(
    `${base}/:id/production/`,
    {
      config: { answerCache: true },
      schema: {
        tags,
        summary:
          'Hoja de producción de un menú o evento para N comensales (?guests=N; sin él, los invitados del evento): elaboraciones en tandas (primero las que otras usan) y platos en raciones, con sus líneas escaladas y sus pasos (Pro)',
        ...withId,
        querystring: menuGuestsQuerySchema,
        response: { 200: menuProductionSchema },
      },
    },
    (request) => menus.production(currentUserId(request), request.params.id, request.query.guests),
  );

  app.put(
    `${base}/:id/`,
    { schema: { tags, ...withId, body: menuRequestSchema, response: { 200: menuSchema } } },
    (request) => menus.update(currentUserId(request), request.params.id, request.body),
  );

  app.patch(
    `${base}/:id/`,
    { schema: { tags, ...withId, body: menuPatchSchema, response: { 200: menuSchema } } },
    (request) => menus.patch(currentUserId(request), request.params.id, request.body),
  );

  app.delete(`${base}/:id/`, { schema: { tags, ...withId } }, async (request, reply) => {
    await menus.remove(currentUserId(request), request.params.id);
    return reply.status(204).send();
  });

  app.post(
    `${base}/:id/duplicate/`,
    {
      schema: {
        tags,
        ...withId,
        body: duplicateMenuRequestSchema.optional(),
        response: { 201: menuSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await menus.duplicate(currentUserId(request), request.params.id, request.body?.name)),
  );
};
