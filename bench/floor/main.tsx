// The floor of the benchmark: React and react-dom rendering a plain login form, nothing else.
import { createRoot } from 'react-dom/client';

function Login() {
  return (
    <main style={{ fontFamily: 'system-ui', padding: 24, maxWidth: 420, margin: '0 auto' }}>
      <h1 style={{ fontSize: 24 }}>Merchant login</h1>
      <form onSubmit={(e) => e.preventDefault()} style={{ display: 'grid', gap: 12 }}>
        <label>
          Phone or e-mail
          <input
            name="account"
            autoComplete="username"
            style={{ display: 'block', width: '100%', fontSize: 16, padding: 12 }}
          />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            style={{ display: 'block', width: '100%', fontSize: 16, padding: 12 }}
          />
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
