import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAction } from '../../../data/kit/action';
import { apiClient } from '../../../data/kit/api';
import { PATHS, pathTo } from '../../../data/address/paths';
import { useSession } from '../../../data/boot/session';
import { uploadImage } from '../../../data/kit/upload';
import { normalizeLanguage, type LanguageCode } from '../../../i18n';
import type { UploadImage } from '../../../primitives/ImageUploader';
import type { RegisterValues, UploadedImage } from './register.schema';

/** What the registration page needs. */
export type RegisterModel = {
  /** The interface language: e-mail is optional in simplified Chinese, required otherwise. */
  language: LanguageCode;
  /** 'third' (tkregister) when the start-up exchange left third-party `data`, else 'password'. */
  mode: 'password' | 'third';
  /** The invitation code from the address, or ''. */
  defaultCode: string;
  /** 'submitting' while the application is sent. */
  status: 'idle' | 'submitting';
  /** Sends one photo (the logo, the ID card's front and back). */
  upload: UploadImage;
  /** Sends the checked application (a second call while one is in flight does nothing). */
  onSubmit: (values: RegisterValues) => void;
};

const urlOf = (image: UploadedImage | null): string => image?.url ?? '';

// The platform's answer ("submitted, please wait for review") is read before leaving the page.
const SUBMITTED_TOAST_MS = 4000;

/**
 * Registration: register, or tkregister when the start-up exchange left third-party `data` in
 * the session. Both send every field the platform's public client sends: the logo and the ID
 * card's front and back by their upload `fullurl` (the two photos as one string, joined by a
 * comma), the passwords, `mer_email` and `mer` even when empty. Then back to /login while the
 * platform reviews the shop, or, for a third-party identity, to its review status. The
 * passwords go straight to the client (see `$api`).
 */
export function useRegister({ code, mer }: { code: string; mer: string | null }): RegisterModel {
  const [, navigate] = useLocation();
  const { i18n } = useTranslation();
  const thirdData = useSession().data;

  const send = useAction(
    async (values: RegisterValues) => {
      const application = {
        mer_avatar: urlOf(values.mer_avatar),
        mer_name: values.mer_name.trim(),
        mer_address: values.mer_address.trim(),
        real_name: values.real_name.trim(),
        country: values.country,
        images: `${urlOf(values.id_front)},${urlOf(values.id_back)}`,
        mer_email: values.mer_email.trim(),
        mer_phone: values.mer_phone.trim(),
        password: values.password,
        repassword: values.repassword,
        code: values.code.trim(),
        mer: mer ?? '',
      };
      const { data } = thirdData
        ? await apiClient.POST('/merchant/merchant/tkregister', {
            body: { ...application, data: thirdData },
          })
        : await apiClient.POST('/merchant/merchant/register', { body: application });
      return data;
    },
    {
      successText: null,
      successDuration: SUBMITTED_TOAST_MS,
      onSuccess: () => {
        // The third-party identity keeps its `data`: its review status is read with it.
        if (thirdData) navigate(pathTo('code', { status: '0' }), { replace: true });
        else navigate(PATHS.login, { replace: true });
      },
    },
  );

  return {
    language: normalizeLanguage(i18n.language),
    mode: thirdData ? 'third' : 'password',
    defaultCode: code,
    status: send.busy ? 'submitting' : 'idle',
    upload: uploadImage,
    onSubmit: (values) => void send.run(values),
  };
}
