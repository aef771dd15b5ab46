// gatsby-link reaches for the page loader that gatsby-browser installs on window.
Object.assign(globalThis, { ___loader: { enqueue: jest.fn(), hovering: jest.fn() } });
