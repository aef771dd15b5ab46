/**
 * The closed value sets of the content model, each with the prefix of its UI messages: option
 * `x` of a set is labelled by the message `<messages>.x` of locales/<locale>/*.json. The model's
 * select fields, the site's views and the CMS (its select labels) all read them from here, so a
 * value and its label are declared once. Each set lives in the module of its collection under src/model/options/, which the site's views
 * import (a page ships only the sets it shows); the model, the CMS and the build read them all here.
 */
export * from './options/option-set';
export * from './options/products';
export * from './options/news';
export * from './options/solutions';
export * from './options/downloads';
export * from './options/supports';
export * from './options/about';
export * from './options/events';
export * from './options/interfaces';
