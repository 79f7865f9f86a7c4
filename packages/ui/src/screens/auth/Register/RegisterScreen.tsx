import { useLocation, useSearchParams } from 'wouter';
import { uploadImage } from '../shared/uploadImage';
import { RegisterView } from './RegisterView';
import { useRegister } from './useRegister';

/** /register: the shop application (`code` and `mer` come from the invitation check). */
export function RegisterScreen() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const registration = useRegister({ code: params.get('code') ?? '', mer: params.get('mer') });
  return (
    <RegisterView
      language={registration.language}
      mode={registration.mode}
      defaultCode={registration.defaultCode}
      status={registration.status}
      upload={uploadImage}
      onSubmit={registration.submit}
      onBack={() => navigate('/code')}
    />
  );
}
