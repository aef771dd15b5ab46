// Canary for the private parts of Decap that src/cms/rules/refusal.ts relies on (issue 36, trap 1):
// its Redux store module, the draft's field errors, the action its toasts are made of, the
// options a toast's phrase is given, and the order of a save (validate every field, then decide
// in the same task, toasting only for empty required fields). An upgrade of decap-cms-core that
// changes any of them fails here, before an editor meets a silent refusal again.
import fs from 'node:fs';
import path from 'node:path';

const core = path.dirname(require.resolve('decap-cms-core/package.json'));
const esm = (file: string) => fs.readFileSync(path.join(core, 'dist/esm', file), 'utf8');

describe('decap-cms-core as src/cms/rules/refusal.ts uses it', () => {
  it('is the ES build that decap-cms-app imports, with one store module', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(core, 'package.json'), 'utf8')) as { module: string };
    // esbuild (platform browser) takes `module`: decap-cms-app's import and ours are one file.
    expect(pkg.module).toBe('dist/esm/index.js');
    const app = path.dirname(require.resolve('decap-cms-app/package.json'));
    expect(fs.readFileSync(path.join(app, 'dist/esm/index.js'), 'utf8')).toMatch(/from 'decap-cms-core'/);
    expect(esm('bootstrap.js')).toMatch(/import \{ store \} from '\.\/redux'/);
    expect(esm('redux/index.js')).toMatch(/const store = createStore\(/);
    expect(esm('redux/index.js')).toMatch(/export \{ store \}/);
  });

  it('keeps the draft’s errors under entryDraft.fieldsErrors', () => {
    expect(esm('reducers/entryDraft.js')).toMatch(/fieldsErrors: Map\(\)/);
    expect(esm('reducers/combinedReducer.js') + esm('reducers/index.js')).toMatch(/entryDraft/);
  });

  it('makes toasts of NOTIFICATION_SEND, its phrase given the message’s other keys', () => {
    expect(esm('actions/notifications.js')).toMatch(/export const NOTIFICATION_SEND = 'NOTIFICATION_SEND'/);
    expect(esm('components/UI/Notifications.js')).toMatch(
      /t\(notification\.message\.key, \{\s*\.\.\.notification\.message\s*\}\)/,
    );
  });

  it('validates every field, then decides on the save in the same task, toasting only for PRESENCE', () => {
    const editor = esm('components/Editor/EditorInterface.js');
    for (const [handler, prop] of [
      ['handleOnPersist', 'onPersist'],
      ['handleOnPublish', 'onPublish'],
    ] as const) {
      // The handler's body, up to the next method, with its whitespace folded.
      const start = editor.indexOf(`${handler} = async`);
      expect(start).toBeGreaterThan(-1);
      const next = editor.indexOf(' = async', start + handler.length + ' = async'.length);
      const body = editor.slice(start, next === -1 ? undefined : next).replace(/\s+/g, ' ');
      expect(body).toContain(
        `await this.controlPaneRef.switchToDefaultLocale(); this.controlPaneRef.validate(); this.props.${prop}(`,
      );
    }
    for (const file of ['actions/entries.js', 'actions/editorialWorkflow.js']) {
      const source = esm(file);
      expect(source).toMatch(/if \(!fieldsErrors\.isEmpty\(\)\) \{\s*const hasPresenceErrors = fieldsErrors\.some/);
      expect(source).toMatch(/error\.type === ValidationErrorTypes\.PRESENCE/);
      expect(source).toMatch(/key: 'ui\.toast\.missingRequiredField'/);
    }
  });
});
