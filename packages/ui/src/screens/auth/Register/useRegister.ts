import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { $api } from '../../../data/api';
import { useErrorText } from '../../../data/errors';
import { session, useSession } from '../../../data/session';
import { normalizeLanguage } from '../../../i18n';
import { useToast } from '../../../primitives/Toast';
import type { RegisterValues, UploadedImage } from './register.schema';

const urlOf = (image: UploadedImage | null): string => image?.url ?? '';

/**
 * Registration: register (or tkregister when the start-up exchange left third-party `data`
 * in the session), then back to /login while the platform reviews the shop.
 */
export function useRegister({ code, mer }: { code: string; mer: string | null }) {
  const [, navigate] = useLocation();
  const { i18n } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const thirdData = useSession().data;
  const register = $api.useMutation('post', '/merchant/merchant/register');
  const thirdRegister = $api.useMutation('post', '/merchant/merchant/tkregister');
  const pending = register.isPending || thirdRegister.isPending;

  const submit = (values: RegisterValues) => {
    if (pending) return;
    const application = {
      mer_avatar: urlOf(values.mer_avatar),
      mer_name: values.mer_name.trim(),
      mer_address: values.mer_address.trim(),
      country: values.country,
      mer_phone: values.mer_phone.trim(),
      real_name: values.real_name.trim(),
      images: [urlOf(values.id_front), urlOf(values.id_back), urlOf(values.id_handheld)],
      code: values.code.trim(),
      ...(values.mer_email.trim() ? { mer_email: values.mer_email.trim() } : {}),
      ...(values.business_license ? { business_license: values.business_license.url } : {}),
      ...(mer ? { mer } : {}),
    };
    const callbacks = {
      onSuccess: (envelope: { msg: string }) => {
        if (thirdData) session.set({ data: null });
        toast.show(envelope.msg, { tone: 'success', duration: 4000 });
        navigate('/login', { replace: true });
      },
      onError: (error: unknown) => toast.show(errorText(error), { tone: 'error' }),
    };
    if (thirdData) {
      thirdRegister.mutate({ body: { ...application, data: thirdData } }, callbacks);
    } else {
      register.mutate(
        { body: { ...application, password: values.password, repassword: values.repassword } },
        callbacks,
      );
    }
  };

  return {
    language: normalizeLanguage(i18n.language),
    mode: thirdData ? ('third' as const) : ('password' as const),
    defaultCode: code,
    status: pending ? ('submitting' as const) : ('idle' as const),
    submit,
  };
}
