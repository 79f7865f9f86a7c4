// The floor of the benchmark: React and react-dom rendering a plain login form, nothing else.
// Its button answers as the app's login button does on an empty form: each empty field is
// marked invalid with its message under it (the bench's "usable" and taps during load time
// that answer). bench/floor/static/index.html is the same form as static HTML, no script: the
// bench checks that both draw the same markup.
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

const fieldStyle = { display: 'block', width: '100%', fontSize: 16, padding: 12 } as const;
const errorStyle = { color: '#c62828', margin: '4px 0 0' } as const;

function Login() {
  const [errors, setErrors] = useState<{ account?: string; password?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setErrors({
      account: data.get('account') ? undefined : 'Enter your phone or e-mail',
      password: data.get('password') ? undefined : 'Enter your password',
    });
  };
  return (
    <main style={{ fontFamily: 'system-ui', padding: 24, maxWidth: 420, margin: '0 auto' }}>
      <h1 style={{ fontSize: 24 }}>Merchant login</h1>
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 12 }}>
        <label>
          Phone or e-mail
          <input
            name="account"
            autoComplete="username"
            aria-invalid={errors.account ? true : undefined}
            style={fieldStyle}
          />
          {errors.account ? <p style={errorStyle}>{errors.account}</p> : null}
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            style={fieldStyle}
          />
          {errors.password ? <p style={errorStyle}>{errors.password}</p> : null}
        </label>
        <button type="submit" style={{ fontSize: 16, padding: 12 }}>
          Log in
        </button>
      </form>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Login />);
