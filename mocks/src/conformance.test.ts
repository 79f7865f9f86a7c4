/**
 * The fake platform against the contract: for every operation of openapi/merchant.yaml and
 * every seed, a representative valid request whose answer must match the operation's 200
 * schema (success) or the ErrorEnvelope (business failure). Requests are checked against
 * the contract too, so the fake reads the field names the app sends.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  DEMO_INVITE_CODE,
  DEMO_PASSWORD,
  DEMO_PAY_PASSWORD,
  DEMO_PHONE,
  DEMO_THIRD_DATA,
} from './fixtures/merchant.ts';
import { operations } from './handlers/index.ts';
import { orderTotals } from './handlers/wire.ts';
import { SEED_NAMES } from './seeds/index.ts';
import { catalogue } from './state/products.ts';
import { db, resetStore } from './state/store.ts';
import type { State } from './state/store.ts';
import { call, useFakePlatform } from './testkit.ts';
import type { Loose } from './testkit.ts';
import { loadContract } from './wire/contractNode.ts';

interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: { name?: string; in?: string; $ref?: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}

interface Contract {
  paths: Record<string, Record<string, Operation | unknown[]>>;
  components: {
    responses: Record<string, { content?: Record<string, unknown> }>;
    parameters: Record<string, { name: string }>;
  };
}

const contract = loadContract() as unknown as Contract;
const ID = 'https://merchant.example/merchant.yaml';

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema({ ...contract, $id: ID });

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function validator(ref: string) {
  const validate = ajv.getSchema(`${ID}#/${ref}`);
  if (!validate) throw new Error(`No schema at ${ref}`);
  return validate;
}

interface ContractOperation {
  operationId: string;
  method: 'get' | 'post';
  path: string;
  op: Operation;
  secured: boolean;
}

const contractOperations: ContractOperation[] = [];
for (const [path, item] of Object.entries(contract.paths)) {
  for (const [method, op] of Object.entries(item)) {
    if (method === 'parameters' || Array.isArray(op)) continue;
    const operation = op as Operation;
    contractOperations.push({
      operationId: operation.operationId,
      method: method as 'get' | 'post',
      path,
      op: operation,
      secured: !(Array.isArray(operation.security) && operation.security.length === 0),
    });
  }
}

/** JSON pointer of the 200 schema for a content type (following a `$ref`'d response). */
function successSchemaRef({ path, method, op }: ContractOperation, type: string): string | null {
  const response = op.responses['200'];
  if (!response) return null;
  if (response.$ref) {
    const name = response.$ref.split('/').pop() as string;
    return contract.components.responses[name]?.content?.[type]
      ? pointer('components', 'responses', name, 'content', type, 'schema')
      : null;
  }
  return response.content?.[type]
    ? pointer('paths', path, method, 'responses', '200', 'content', type, 'schema')
    : null;
}

function parameterNames({ path, op }: ContractOperation): string[] {
  const shared = (contract.paths[path]?.parameters ?? []) as Operation['parameters'] & object;
  return [...shared, ...(op.parameters ?? [])].map((p) =>
    p.$ref
      ? (contract.components.parameters[p.$ref.split('/').pop() as string]?.name ?? '')
      : (p.name ?? ''),
  );
}

// ---- one representative valid request per operation ---------------------------------------

interface Example {
  query?: Record<string, string | number>;
  body?: unknown;
  multipart?: () => FormData;
  /** A paid action: verify_pay passes first, as the app sends it. */
  paid?: true;
}

const application = {
  mer_avatar: 'http://platform.test/uploads/1.png',
  mer_name: 'Conformance Shop',
  mer_address: '5 Contract Road',
  real_name: 'Conformance Merchant',
  country: 'Singapore',
  images: 'http://platform.test/uploads/2.png,http://platform.test/uploads/3.png',
  mer_email: 'conformance@example.com',
  mer_phone: '13900000099',
  password: 'secret123',
  repassword: 'secret123',
  code: DEMO_INVITE_CODE,
  mer: '',
};

const awaitingByCost = (state: State) =>
  state.orders
    .filter((o) => o.status === 1 && o.is_pick === 0)
    .sort((a, b) => orderTotals(a).costCents - orderTotals(b).costCents);

const EXAMPLES: Record<string, (state: State) => Example> = {
  login: () => ({ body: { account: DEMO_PHONE, password: DEMO_PASSWORD } }),
  register: () => ({ body: application }),
  verifyInviteCode: () => ({ body: { code: DEMO_INVITE_CODE } }),
  thirdLogin: () => ({ body: { data: DEMO_THIRD_DATA, code: DEMO_INVITE_CODE, mer: '1001' } }),
  thirdRegister: () => ({ body: { ...application, data: 'new-third-identity' } }),
  resetPassword: () => ({
    body: {
      mer_phone: DEMO_PHONE,
      newpassword: 'fresh123',
      renewpassword: 'fresh123',
      oldpassword: '',
    },
  }),
  resetPayPassword: () => ({ body: { old: DEMO_PAY_PASSWORD, new: '654321', is_verify: '1' } }),
  verifyPayPassword: () => ({ body: { password_pay: DEMO_PAY_PASSWORD } }),
  getMerchantInfo: () => ({}),
  saveStore: () => ({
    body: {
      mer_avatar: '/uploads/1.png',
      mer_name: 'Demo Shop',
      mer_phone: DEMO_PHONE,
      mer_address: '1 Demo Street',
      mer_info: 'Hi',
      mark: 'Welcome',
    },
  }),
  saveStoreBanner: () => ({ body: { image1: '/uploads/1.png', image2: '/uploads/2.png' } }),
  saveSocialLinks: () => ({ body: { facebook: 'https://facebook.com/demoshop', youtube: '' } }),
  getStoreSettings: () => ({}),
  saveFeedback: () => ({ body: { content: 'Great platform', anonymous: 1 } }),
  setLanguage: () => ({ query: { lang: 'en' } }),
  listLanguages: () => ({}),
  getAbout: () => ({}),
  uploadFile: () => ({
    multipart: () => {
      const form = new FormData();
      form.append(
        'file',
        new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'voucher.png', {
          type: 'image/png',
        }),
      );
      return form;
    },
  }),
  getDashboard: () => ({}),
  getSalesChart: () => ({ query: { range: 'seven' } }),
  listAnnouncements: () => ({}),
  listPopupNotices: () => ({}),
  listMessages: () => ({ query: { is_see: 'all', page: 1, limit: 10 } }),
  markMessagesRead: (s) => ({ body: { ids: String(s.messages[0]?.id ?? 1) } }),
  getServiceChat: () => ({}),
  listHotProducts: () => ({}),
  listCategories: () => ({}),
  listCatalogue: () => ({
    query: {
      category_id: 1,
      min_price: '1',
      max_price: '500',
      isPriceFiltering: 'true',
      page: 1,
      limit: 10,
    },
  }),
  addProducts: () => ({ body: { ids: catalogue()[0]?.product_id ?? 1 } }),
  addAllProducts: () => ({ body: { ids: [catalogue()[1]?.product_id ?? 1] } }),
  addAllHotProducts: () => ({}),
  listShopProducts: () => ({ query: { switch: 'all', page: 1, limit: 10 } }),
  getProduct: (s) => ({ query: { product_id: s.shopProducts[0]?.product_id ?? 1 } }),
  setProductSwitch: (s) => ({ body: { id: s.shopProducts[0]?.id ?? 1, switch: '0' } }),
  removeProducts: (s) => ({ body: { ids: s.shopProducts[0]?.product_id ?? 1 } }),
  listOrders: () => ({ query: { status: '5', page: 1, limit: 10 } }),
  getOrder: (s) => ({ query: { id: s.orders.find((o) => o.delivery.length > 0)?.order_id ?? 1 } }),
  pickOrder: (s) => ({ paid: true, body: { order_id: awaitingByCost(s)[0]?.order_id ?? 1 } }),
  pickOrders: (s) => ({
    paid: true,
    body: {
      ids: awaitingByCost(s)
        .slice(0, 2)
        .map((o) => o.order_id)
        .concat(awaitingByCost(s).length ? [] : [1]),
    },
  }),
  listRefunds: () => ({ query: { page: 1, limit: 10 } }),
  getDepositAccount: () => ({ query: { type: '1' } }),
  getExchangeRate: () => ({}),
  getDepositAddress: () => ({}),
  getRechargeInfo: () => ({}),
  createRecharge: () => ({
    body: {
      image: 'https://shop.example.org/uploads/1.png',
      price: '100.00',
      recharge_type: 1,
      currency_type: 'USD',
      network: 'TRC20',
      blockchain: 'TGCrTQdop4EzLNWR4SwWHwgPT1Qith4feC',
      real_name: '',
      bank_card: '',
      bank_name: '',
      order: '',
    },
  }),
  listRecharges: () => ({ query: { status: 'all', page: 1, limit: 10 } }),
  reviewRechargeDemo: (s) => ({
    body: { recharge_id: s.recharges.find((r) => r.status === 0)?.recharge_id ?? 1, status: 1 },
  }),
  getWithdrawInfo: () => ({}),
  createWithdrawal: () => ({
    paid: true,
    body: {
      extract_price: '10.00',
      extract_type: '1',
      currency_type: 'USD',
      network: 'USDT-TRC20',
      blockchain: '0xDe00000000000000000000000000000000Beef',
      real_name: '',
      bank_card: '',
      bank_name: '',
    },
  }),
  listWithdrawals: () => ({ query: { status: '0', page: 1, limit: 10 } }),
  listBill: () => ({ query: { type: 'all', page: 1, limit: 10 } }),
  getFinancialReport: () => ({ query: { range: 'month', page: 1, limit: 10 } }),
  listBankCards: () => ({}),
  addBankCard: () => ({
    body: {
      bank_name: 'Conformance Bank',
      card_no: '6200009999000011',
      real_name: 'Demo Merchant',
    },
  }),
  deleteBankCard: (s) => ({ body: { id: s.bankCards[1]?.id ?? 1 } }),
  setDefaultBankCard: (s) => ({ body: { id: s.bankCards[0]?.id ?? 1 } }),
  downloadBankCardQrcode: (s) => ({ query: { id: s.bankCards[0]?.id ?? 1 } }),
  listLevels: () => ({}),
  upgradeLevel: () => ({ paid: true, body: { level_id: 3 } }),
  listExpressPackages: () => ({}),
  buyExpressPackage: () => ({ paid: true, body: { id: 1 } }),
  listExpressPurchases: () => ({ query: { page: 1, limit: 10 } }),
  getTeamInfo: () => ({}),
  getAlliance: () => ({}),
  listTeamMembers: () => ({ query: { level: 1, page: 1, limit: 10 } }),
  getTeamIncome: () => ({ query: { range: 'seven' } }),
  getSignInfo: () => ({}),
  signIn: () => ({}),
  listDonations: () => ({ query: { page: 1, limit: 10 } }),
  donate: () => ({ paid: true, body: { amount: '1.00' } }),
};

useFakePlatform();

function describeErrors(errors: unknown): string {
  return JSON.stringify(errors, null, 1).slice(0, 1500);
}

describe('the fake platform covers the contract', () => {
  it('has an example request for every operation of the contract, and no stray ones', () => {
    const ids = contractOperations.map((o) => o.operationId).sort();
    expect(ids.filter((id) => !(id in EXAMPLES))).toEqual([]);
    expect(Object.keys(EXAMPLES).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('has one handler per operation, at the same method and path', () => {
    const contractRows = contractOperations
      .map((o) => `${o.operationId} ${o.method} ${o.path}`)
      .sort();
    const handlerRows = operations.map((o) => `${o.operationId} ${o.method} ${o.path}`).sort();
    expect(handlerRows).toEqual(contractRows);
  });

  // Upload stays open: registration (public) uploads the logo and ID photos before any login.
  const anonymousUpload = 'uploadFile';

  it.each(
    contractOperations
      .filter((o) => o.secured && o.operationId !== anonymousUpload)
      .map((o) => [o.operationId, o] as const),
  )('%s answers 401 without a token', async (_id, operation) => {
    const response = await call(operation.method === 'get' ? 'GET' : 'POST', operation.path, {
      token: null,
      body: operation.method === 'post' ? {} : undefined,
    });
    expect(response.status).toBe(401);
    const validate = validator(pointer('components', 'schemas', 'UnauthorizedError'));
    expect(validate(await response.json()), describeErrors(validate.errors)).toBe(true);
  });

  it('accepts an upload without a token (registration needs it; the contract says secured)', async () => {
    const form = new FormData();
    form.append(
      'file',
      new File([new Uint8Array([1, 2, 3])], 'id-front.png', { type: 'image/png' }),
    );
    const body = (await (
      await call('POST', '/merchant/common/upload', { token: null, body: form })
    ).json()) as Loose;
    expect(body.code).toBe(1);
  });
});

describe.each(SEED_NAMES.map((seed) => [seed] as const))('seed %s', (seed) => {
  it.each(contractOperations.map((o) => [o.operationId, o] as const))(
    '%s answers per contract',
    async (id, operation) => {
      resetStore(seed);
      const example = (EXAMPLES[id] as (state: State) => Example)(db());

      const declared = parameterNames(operation);
      for (const key of Object.keys(example.query ?? {}))
        expect(declared, `${id}: query ${key}`).toContain(key);
      const bodySchema = operation.op.requestBody?.content['application/json'];
      if (example.body !== undefined) {
        expect(bodySchema, `${id} takes no JSON body`).toBeDefined();
        const validate = validator(
          pointer(
            'paths',
            operation.path,
            operation.method,
            'requestBody',
            'content',
            'application/json',
            'schema',
          ),
        );
        expect(validate(example.body), `${id} request: ${describeErrors(validate.errors)}`).toBe(
          true,
        );
      }

      if (example.paid) {
        await call('POST', '/merchant/merchant/verify_pay', {
          body: { password_pay: DEMO_PAY_PASSWORD },
        });
      }
      const response = await call(operation.method === 'get' ? 'GET' : 'POST', operation.path, {
        query: example.query,
        body: example.multipart ? example.multipart() : example.body,
      });
      expect(response.status, id).toBe(200);
      const type = response.headers.get('content-type') ?? '';

      if (type.startsWith('image/png')) {
        expect(successSchemaRef(operation, 'image/png'), `${id} declares no PNG`).not.toBeNull();
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(8);
        return;
      }
      expect(type).toContain('application/json');
      const body = (await response.json()) as Loose;

      if (body.code === 1) {
        const ref = successSchemaRef(operation, 'application/json');
        expect(ref, `${id} declares no JSON success`).not.toBeNull();
        const validate = validator(ref as string);
        expect(validate(body), `${id} response: ${describeErrors(validate.errors)}`).toBe(true);
      } else {
        // Only the default seed must succeed everywhere; other seeds may refuse (empty lists, no password...).
        expect(seed, `${id} refused in the default seed: ${body.msg}`).not.toBe('default');
        for (const name of ['Envelope', 'ErrorEnvelope']) {
          const validate = validator(pointer('components', 'schemas', name));
          expect(validate(body), `${id} ${name}: ${describeErrors(validate.errors)}`).toBe(true);
        }
      }
    },
  );
});
