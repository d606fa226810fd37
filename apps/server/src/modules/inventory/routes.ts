import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams,
  inventoryChoices,
  inventoryItem,
  inventoryItemPage,
  inventoryKit,
  inventoryKitList,
  inventoryStore,
  inventoryStoreList,
  issueInput,
  itemInput,
  itemListQuery,
  kitInput,
  ledgerPage,
  ledgerQuery,
  lowStockPage,
  lowStockQuery,
  purchaseInput,
  returnInput,
  saleInput,
  stockDocument,
  storeInput,
  stockTransferInput,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { StockDocument } from '@kaksha/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorReplies } from '../../plugins/openapi.ts';
import * as inventory from './service.ts';
import * as stock from './stock.service.ts';

const { list: listErrors, record: errors } = errorReplies;
const tags = ['inventory'];
const view = { access: { menu: 'Inventory', level: 'view' as const } };
const manage = { access: { menu: 'Inventory', level: 'manage' as const } };

/** The Inventory screen: items, stores, kits, and the stock ledger's documents. */
export async function inventoryRoutes(api: FastifyInstance, { db }: AppContext) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/inventory';

  app.get(
    `${base}/items`,
    {
      config: view,
      schema: {
        operationId: 'listInventoryItems',
        summary: 'A page of items by name with their stock (in one store or all; by kind; low only)',
        tags,
        querystring: itemListQuery,
        response: { 200: inventoryItemPage, ...listErrors },
      },
    },
    async (request) => inventory.listItems(db, callerOf(request), request.query),
  );

  app.post(
    `${base}/items`,
    {
      config: manage,
      schema: {
        operationId: 'createInventoryItem',
        summary: 'Add an item: unit, HSN code, price with GST inside, GST rate, reorder level',
        tags,
        body: itemInput,
        response: { 201: inventoryItem, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inventory.createItem(db, callerOf(request), request.body)),
  );

  app.get(
    `${base}/items/:id`,
    {
      config: view,
      schema: {
        operationId: 'getInventoryItem',
        summary: 'One item with its stock in each store',
        tags,
        params: idParams,
        response: { 200: inventoryItem, ...errors },
      },
    },
    async (request) => inventory.getItem(db, callerOf(request), request.params.id),
  );

  app.put(
    `${base}/items/:id`,
    {
      config: manage,
      schema: {
        operationId: 'updateInventoryItem',
        summary: 'Change an item whole (its stock changes only by stock records)',
        tags,
        params: idParams,
        body: itemInput,
        response: { 200: inventoryItem, ...errors },
      },
    },
    async (request) => inventory.updateItem(db, callerOf(request), request.params.id, request.body),
  );

  app.get(
    `${base}/items/:id/ledger`,
    {
      config: view,
      schema: {
        operationId: 'inventoryItemLedger',
        summary: 'A page of an item’s stock movements, newest first, each with the store’s balance after',
        tags,
        params: idParams,
        querystring: ledgerQuery,
        response: { 200: ledgerPage, ...errors },
      },
    },
    async (request) => stock.ledger(db, callerOf(request), request.params.id, request.query),
  );

  app.get(
    `${base}/low-stock`,
    {
      config: view,
      schema: {
        operationId: 'inventoryLowStock',
        summary: 'Items at or below their reorder level, store by store, most short first',
        tags,
        querystring: lowStockQuery,
        response: { 200: lowStockPage, ...listErrors },
      },
    },
    async (request) => stock.lowStock(db, callerOf(request), request.query),
  );

  app.get(
    `${base}/stores`,
    {
      config: view,
      schema: {
        operationId: 'listInventoryStores',
        summary: 'The stores, each at a centre, with the pieces each holds',
        tags,
        response: { 200: inventoryStoreList, ...listErrors },
      },
    },
    async (request) => inventory.listStores(db, callerOf(request)),
  );

  app.post(
    `${base}/stores`,
    {
      config: manage,
      schema: {
        operationId: 'createInventoryStore',
        summary: 'Add a store at one of the centres',
        tags,
        body: storeInput,
        response: { 201: inventoryStore, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inventory.createStore(db, callerOf(request), request.body)),
  );

  app.get(
    `${base}/kits`,
    {
      config: view,
      schema: {
        operationId: 'listInventoryKits',
        summary: 'The kits (a class’s book set and uniform), each with its parts',
        tags,
        response: { 200: inventoryKitList, ...listErrors },
      },
    },
    async (request) => inventory.listKits(db, callerOf(request)),
  );

  app.post(
    `${base}/kits`,
    {
      config: manage,
      schema: {
        operationId: 'createInventoryKit',
        summary: 'Add a kit: items and how many of each, for a class or none',
        tags,
        body: kitInput,
        response: { 201: inventoryKit, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inventory.createKit(db, callerOf(request), request.body)),
  );

  app.get(
    `${base}/choices`,
    {
      config: view,
      schema: {
        operationId: 'inventoryChoices',
        summary: 'What the inventory forms offer: centres, active teachers, classes',
        tags,
        response: { 200: inventoryChoices, ...listErrors },
      },
    },
    async (request) => inventory.choices(db, callerOf(request)),
  );

  /** A stock record's route: its body checked by its contract, written by its service. */
  const documentRoute = <S extends z.ZodType>(
    path: string,
    operationId: string,
    summary: string,
    body: S,
    write: (db: Db, caller: Caller, input: z.output<S>) => Promise<StockDocument>,
  ) =>
    app.post(
      `${base}/${path}`,
      {
        config: manage,
        schema: { operationId, summary, tags, body, response: { 201: stockDocument, ...errors } },
      },
      async (request, reply) =>
        reply.code(201).send(await write(db, callerOf(request), request.body as z.output<S>)),
    );
  documentRoute(
    'purchases',
    'recordPurchase',
    'Stock in from a supplier, with the bill number and each item’s cost',
    purchaseInput,
    stock.purchase,
  );
  documentRoute(
    'transfers',
    'recordTransfer',
    'Stock from one store to another',
    stockTransferInput,
    stock.transfer,
  );
  documentRoute('issues', 'recordIssue', 'Stock out to a teacher', issueInput, stock.issue);
  documentRoute(
    'returns',
    'recordReturn',
    'Stock back into a store (from a teacher, or another reason said)',
    returnInput,
    stock.giveBack,
  );
  documentRoute(
    'sales',
    'recordSale',
    'A sale to a student (a kit’s chosen parts or loose items): billed to their dues, each item with its GST',
    saleInput,
    stock.sell,
  );
}
