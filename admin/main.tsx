import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../shared/ui/theme.css';
import './admin.css';
import { App } from './app/App';
import { SessionProvider } from './app/session';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <BrowserRouter basename="/admin">
      <SessionProvider>
        <App />
      </SessionProvider>
    </BrowserRouter>,
  );
}
