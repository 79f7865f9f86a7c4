import { useLocation, useSearchParams } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import { RegisterView } from './RegisterView';
import { useRegister } from './useRegister';

/** /register: the shop application (`code` and `mer` come from the invitation check). */
export function RegisterScreen() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const registration = useRegister({ code: params.get('code') ?? '', mer: params.get('mer') });
  return <RegisterView {...registration} onBack={() => navigate(PATHS.code)} />;
}
