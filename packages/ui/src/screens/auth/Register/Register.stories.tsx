import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_INVITE_CODE, DEMO_THIRD_NEW, db, fail, stall } from '@merchant/mocks';
import {
  expectToast,
  formStates,
  locationOf,
  pngPhoto,
  recording,
  recordRequests,
} from '../../../testing';
import { session } from '../../../data';
import { RegisterScreen } from './RegisterScreen';

const meta = {
  title: 'Screens/Auth/Register',
  component: RegisterScreen,
  parameters: { session: 'loggedOut', route: `/register?code=${DEMO_INVITE_CODE}&mer=1001` },
  beforeEach() {
    session.set({ data: null });
  },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const registerCalls = recordRequests('post', '/merchant/merchant/register');
const uploadCalls = recordRequests('post', '/merchant/common/upload');
const thirdCalls = recordRequests('post', '/merchant/merchant/tkregister');

const SUBMITTED = 'Registration submitted, please wait for review';

const labels = {
  'zh-CN': {
    logo: '店铺 Logo',
    shopName: '店铺名称',
    address: '店铺地址',
    country: '国家/地区',
    phone: '手机号',
    email: '邮箱',
    realName: '真实姓名',
    idFront: '身份证正面照',
    idBack: '身份证反面照',
    password: '登录密码',
    repassword: '确认密码',
    code: '邀请码',
    submit: '提交注册',
  },
  en: {
    logo: 'Shop logo',
    shopName: 'Shop name',
    address: 'Shop address',
    country: 'Country or region',
    phone: 'Phone number',
    email: 'E-mail',
    realName: 'Real name',
    idFront: 'ID card front',
    idBack: 'ID card back',
    password: 'Login password',
    repassword: 'Confirm password',
    code: 'Invitation code',
    submit: 'Submit application',
  },
};

type Labels = (typeof labels)['zh-CN'];

async function enter(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

/** Picks a country in the searchable sheet, searching by its English name. */
async function chooseCountry(canvasElement: HTMLElement, label: string, english: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${label}`) }));
  const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: label,
  });
  await userEvent.type(within(sheet).getByRole('searchbox'), english);
  await waitFor(() => expect(within(sheet).getAllByRole('listitem')).toHaveLength(1));
  await userEvent.click(within(within(sheet).getByRole('listitem')).getByRole('button'));
  await waitFor(() =>
    expect(canvasElement.ownerDocument.querySelector('[role=dialog]')).toBeNull(),
  );
}

async function uploadPhoto(canvasElement: HTMLElement, label: string | RegExp, name: string) {
  const canvas = within(canvasElement);
  const before = canvas.queryAllByRole('button', { name: /删除图片|Remove image/ }).length;
  await userEvent.upload(canvas.getByLabelText(label), pngPhoto(name));
  await waitFor(
    () =>
      expect(canvas.getAllByRole('button', { name: /删除图片|Remove image/ })).toHaveLength(
        before + 1,
      ),
    { timeout: 5000 },
  );
}

type Application = {
  email?: string;
  phone?: string;
  password?: string;
  repassword?: string;
};

/** Fills the whole form. */
async function fillApplication(
  canvasElement: HTMLElement,
  l: Labels,
  {
    email = '',
    phone = '+65 8123 4567',
    password = 'secret123',
    repassword = password,
  }: Application = {},
) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 });
  await uploadPhoto(canvasElement, l.logo, 'logo.png');
  await enter(canvas.getByRole('textbox', { name: l.shopName }), 'Sunrise Home Goods');
  await enter(canvas.getByRole('textbox', { name: l.address }), '8 Harbour Road, Singapore');
  await chooseCountry(canvasElement, l.country, 'Singapore');
  await enter(canvas.getByRole('textbox', { name: l.phone }), phone);
  if (email) await enter(canvas.getByRole('textbox', { name: new RegExp(`^${l.email}`) }), email);
  await enter(canvas.getByRole('textbox', { name: l.realName }), 'Li Wei');
  await uploadPhoto(canvasElement, l.idFront, 'front.png');
  await uploadPhoto(canvasElement, l.idBack, 'back.png');
  await enter(canvas.getByLabelText(l.password), password);
  await enter(canvas.getByLabelText(l.repassword), repassword);
}

/** The `fullurl`s the platform answered to the uploads, in the order they were sent. */
const uploadedFullUrls = () => [...db().uploads.values()].map((file) => file.fullurl);

const submit = (canvasElement: HTMLElement, l: Labels) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: l.submit }));

const zh = labels['zh-CN'];

/** The register call's body for the application `fillApplication` fills, with its uploads. */
const application = (logo: string, front: string, back: string) => ({
  mer_avatar: logo,
  mer_name: 'Sunrise Home Goods',
  mer_address: '8 Harbour Road, Singapore',
  real_name: 'Li Wei',
  country: 'Singapore',
  images: `${front},${back}`,
  mer_email: '',
  mer_phone: '+65 8123 4567',
  password: 'secret123',
  repassword: 'secret123',
  code: DEMO_INVITE_CODE,
  mer: '1001',
});

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '注册店铺' })).toBeVisible();
    for (const name of ['店铺信息', '身份认证', '账号信息']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: zh.code })).toHaveValue(DEMO_INVITE_CODE);
    await expect(canvas.getByRole('textbox', { name: zh.phone })).toHaveAttribute(
      'inputmode',
      'tel',
    );
    // E-mail is optional in simplified Chinese.
    await expect(canvas.getByRole('textbox', { name: /^邮箱\s*选填$/ })).toBeVisible();
    await expect(canvas.getByLabelText(zh.password)).toHaveAttribute('type', 'password');
    // The platform takes the ID card's front and back only: no hand-held photo, no licence.
    await expect(canvas.getByLabelText(zh.idBack)).toHaveAttribute('type', 'file');
    await expect(canvas.queryByLabelText('手持证件照')).toBeNull();
    await expect(canvas.queryByLabelText(/^营业执照/)).toBeNull();
    await expect(canvas.getByRole('button', { name: `${zh.country} 请选择` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: zh.submit })).toBeEnabled();
  },
};

const form = formStates({
  write: ['post', '/merchant/merchant/register'],
  submit: async (canvasElement) => {
    await fillApplication(canvasElement, zh);
    await submit(canvasElement, zh);
  },
  button: zh.submit,
});

export const Loading: Story = form.Loading();

export const ServerError: Story = form.ServerError({
  also: (canvasElement) =>
    expect(locationOf(canvasElement)).toBe(`/register?code=${DEMO_INVITE_CODE}&mer=1001`),
});

export const Offline: Story = form.Offline({
  // Nothing typed or uploaded is lost: the application can be sent again as it is.
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: zh.shopName })).toHaveValue(
      'Sunrise Home Goods',
    );
    await expect(canvas.getByRole('button', { name: `${zh.country} 新加坡` })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: '已选图片预览' })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: zh.submit })).toBeEnabled();
    await expect(db().registrations.filter((r) => r.mer_phone === '+65 8123 4567')).toEqual([]);
  },
});

export const RequiresEveryField: Story = {
  parameters: { route: '/register' },
  beforeEach: registerCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '注册店铺' });
    await submit(canvasElement, zh);
    for (const message of [
      '请上传店铺 Logo',
      '请输入店铺名称',
      '请输入店铺地址',
      '请选择国家/地区',
      '请输入手机号',
      '请输入真实姓名',
      '请上传身份证正面照',
      '请上传身份证反面照',
      '请输入密码',
      '请再次输入密码',
      '请输入邀请码',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.queryByText('请输入邮箱')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: zh.shopName })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(registerCalls.count()).toBe(0);
  },
};

export const EmailOptionalInChinese: Story = {
  play: async ({ canvasElement }) => {
    await fillApplication(canvasElement, zh, { phone: '+65 8000 0001' });
    await submit(canvasElement, zh);
    await expectToast(canvasElement, SUBMITTED);
    const application = db().registrations.find((r) => r.mer_phone === '+65 8000 0001');
    await expect(application?.mer_email).toBe('');
  },
};

export const EmailRequiredInEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: registerCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const en = labels.en;
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Open a shop' }),
    ).toBeVisible();
    await fillApplication(canvasElement, en);
    await submit(canvasElement, en);
    await expect(await canvas.findByText('Enter your e-mail address')).toBeVisible();
    await expect(registerCalls.count()).toBe(0);
    await enter(canvas.getByRole('textbox', { name: en.email }), 'li@');
    await submit(canvasElement, en);
    await expect(await canvas.findByText('Enter a valid e-mail address')).toBeVisible();
    await expect(registerCalls.count()).toBe(0);
  },
};

export const RejectsMismatchedPasswords: Story = {
  beforeEach: registerCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillApplication(canvasElement, zh, { password: 'secret123', repassword: 'secret124' });
    await submit(canvasElement, zh);
    await expect(await canvas.findByText('两次输入的密码不一致')).toBeVisible();
    await expect(canvas.getByLabelText(zh.repassword)).toHaveAttribute('aria-invalid', 'true');
    await expect(registerCalls.count()).toBe(0);
  },
};

export const RejectsShortPassword: Story = {
  beforeEach: registerCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillApplication(canvasElement, zh, { password: 'abc12' });
    await submit(canvasElement, zh);
    await expect(await canvas.findByText('密码须为 6–30 位字符，且不能包含空格')).toBeVisible();
    await expect(registerCalls.count()).toBe(0);
  },
};

export const RejectsInvalidPhone: Story = {
  beforeEach: registerCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillApplication(canvasElement, zh, { phone: '12ab' });
    await submit(canvasElement, zh);
    await expect(await canvas.findByText('请输入正确的手机号')).toBeVisible();
    await expect(registerCalls.count()).toBe(0);
  },
};

export const SearchesCountries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: `${zh.country} 请选择` }));
    const sheet = await body.findByRole('dialog', { name: zh.country });
    // Every country and region, named in Chinese.
    await expect(within(sheet).getAllByRole('listitem').length).toBeGreaterThanOrEqual(249);
    await expect(within(sheet).getByRole('button', { name: '津巴布韦' })).toBeInTheDocument();
    const search = within(sheet).getByRole('searchbox', { name: '搜索' });
    await userEvent.type(search, '新');
    await waitFor(() => expect(within(sheet).getAllByRole('listitem').length).toBeLessThan(10));
    await expect(within(sheet).getByRole('button', { name: '新加坡' })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: '新西兰' })).toBeVisible();
    // The English name and the ISO code find it too.
    await userEvent.clear(search);
    await userEvent.type(search, 'kenya');
    await expect(await within(sheet).findByRole('button', { name: '肯尼亚' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: '肯尼亚' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: `${zh.country} 肯尼亚` })).toBeVisible();
  },
};

export const UploadsIdPhotos: Story = {
  beforeEach: uploadCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '注册店铺' });
    await uploadPhoto(canvasElement, zh.idFront, 'front.png');
    await uploadPhoto(canvasElement, zh.idBack, 'back.png');
    await expect(uploadCalls.count()).toBe(2);
    const [form] = await uploadCalls.forms();
    await expect((form?.get('file') as File | null)?.name).toBe('front.png');
    const previews = canvas.getAllByRole('img', { name: '已选图片预览' });
    await expect(previews).toHaveLength(2);
    // Shown from the platform's address of the upload (its `fullurl`), which serves the photo.
    await expect(previews[0]?.getAttribute('src')).toBe(uploadedFullUrls()[0]);
    await waitFor(() => expect((previews[0] as HTMLImageElement).naturalWidth).toBe(1));
    // Removing one photo empties that field again.
    await userEvent.click(canvas.getAllByRole('button', { name: '删除图片' })[1]!);
    await expect(canvas.getAllByRole('img', { name: '已选图片预览' })).toHaveLength(1);
  },
};

export const SubmitsRegistration: Story = {
  beforeEach: recording([registerCalls, uploadCalls]),
  play: async ({ canvasElement }) => {
    await fillApplication(canvasElement, zh, { email: 'sunrise@example.org' });
    await submit(canvasElement, zh);
    await expectToast(canvasElement, SUBMITTED);
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/login'));
    await expect(registerCalls.count()).toBe(1);
    await expect(uploadCalls.count()).toBe(3);
    await expect(db().registrations.some((r) => r.mer_email === 'sunrise@example.org')).toBe(true);
  },
};

export const RegisterSendsFullUrlsJoined: Story = {
  beforeEach: registerCalls.install,
  play: async ({ canvasElement }) => {
    await fillApplication(canvasElement, zh);
    await submit(canvasElement, zh);
    await expectToast(canvasElement, SUBMITTED);
    const [logo, front, back] = uploadedFullUrls();
    await expect(logo).toMatch(/^http:\/\/.+\/uploads\/1\.png$/);
    // Exactly the platform's fields: the logo by its upload `fullurl`, the ID card's front and
    // back as ONE string of two `fullurl`s joined by a comma, and `mer_email` even when empty.
    await expect((await registerCalls.bodies())[0]).toEqual(application(logo!, front!, back!));
  },
};

export const RejectsInvalidInvitation: Story = {
  parameters: { route: '/register?code=123456' },
  play: async ({ canvasElement }) => {
    await fillApplication(canvasElement, zh);
    await submit(canvasElement, zh);
    await expectToast(canvasElement, 'Invalid invitation code');
    await expect(locationOf(canvasElement)).toBe('/register?code=123456');
    await expect(db().registrations.filter((r) => r.mer_phone === '+65 8123 4567')).toEqual([]);
  },
};

export const RegistersThroughThirdParty: Story = {
  beforeEach({ msw }) {
    session.set({ data: DEMO_THIRD_NEW });
    thirdCalls.reset();
    msw.use(thirdCalls.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/第三方账号注册/)).toBeVisible();
    await fillApplication(canvasElement, zh);
    await submit(canvasElement, zh);
    await expectToast(canvasElement, SUBMITTED);
    await expect(thirdCalls.count()).toBe(1);
    const [logo, front, back] = uploadedFullUrls();
    // The register fields, passwords included, the invitation code and the kept `data`.
    await expect((await thirdCalls.bodies())[0]).toEqual({
      ...application(logo!, front!, back!),
      data: DEMO_THIRD_NEW,
    });
    // The identity's shop is now in review: its status page, with `data` kept to ask again.
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/code?status=0'));
    await expect(session.get().data).toBe(DEMO_THIRD_NEW);
  },
};

export const ShowsUploadFailure: Story = {
  beforeEach({ msw }) {
    msw.use(fail('post', '/merchant/common/upload', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '注册店铺' });
    await userEvent.upload(canvas.getByLabelText(zh.idFront), pngPhoto('front.png'));
    await expect(await canvas.findByText('上传失败', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '删除图片' })).toBeNull();
  },
};

export const SubmitWaitsForIdPhotoUpload: Story = {
  beforeEach: recording([registerCalls], stall('post', '/merchant/common/upload')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '注册店铺' });
    await userEvent.upload(canvas.getByLabelText(zh.idFront), pngPhoto('front.png'));
    const waiting = await canvas.findByRole('button', { name: '等待图片上传…' });
    await expect(waiting).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: zh.submit })).toBeNull();
    await userEvent.click(waiting, { pointerEventsCheck: 0 });
    await expect(registerCalls.count()).toBe(0);
  },
};
