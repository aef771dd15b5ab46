// gatsby-link reaches for the page loader that gatsby-browser installs on window.
global.___loader = { enqueue: jest.fn(), hovering: jest.fn() };
