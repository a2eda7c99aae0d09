// Floor 1: React 19 + react-dom and one line of text, nothing else.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Hello from React</h1>);
