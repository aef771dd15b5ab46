import { defaultLocale } from '../i18n/locales';
import { label } from './collections/common';
import { problemOf, sectionsOf, textsOf, type Sections } from './entry-problems';
import { serviceFactProblems } from './service-fact-claims';
import { noteLaserProblems } from './note-claims';
import { uniqueValueProblems } from './unique-values';
import { interfaceProblems } from './interface-limits';
import type { Label } from './types';
import type { ContentFile, ContentProblem } from './validate';

/**
 * Claims that must agree across entries, checked by the build with the field rules
 * (read-content.ts): what one page says may not contradict another.
 * - A solution's case study names the models it used (`caseStudyProducts`); each is one of the
 *   solution's related products, and every model its text names is one of them.
 * - A news story lists the products it names (`products`), and its page links them.
 * - A generated document is signed by a current member of staff (`signer`, an active expert).
 * - A product still sold has current staff responsible for it: an expert who has left keeps no
 *   active product (a buyer would write to someone who is gone).
 * - A solution's application lead (`applicationLead`) is a current member of staff.
 * - A product's picture appears only on an entry whose text names that product.
 * - What is an entry's own (a product's model, name and pictures, a story's title) is no other
 *   entry's (unique-values.ts): a copy made with the CMS's Duplicate gets its own first.
 * - Free text states no other figure than the service facts (service-fact-claims.ts).
 * - A remote-control interface's set-points stay within its series' product data, and a generated
 *   command set has an interface for its series (interface-limits.ts).
 * - An application note's parameters are within its laser's specifications (note-claims.ts).
 */
/** A product's model as its pages show it (spaces at its ends are none of it). */
const modelName = (product: Record<string, unknown>) =>
  typeof product.model === 'string' ? product.model.normalize('NFKC').trim() : '';

const slugsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function consistencyProblems(files: readonly ContentFile[]): ContentProblem[] {
  const of = (name: string) =>
    files
      .filter((file) => file.collection.name === name)
      .map((file) => ({ file, sections: sectionsOf(file) }))
      .filter((item): item is { file: ContentFile; sections: Sections } => item.sections !== null);
  const products = of('products').map(({ sections }) => sections[defaultLocale] ?? {});
  /** A product's model for messages (YC-FS20-IR), its slug when it has none. */
  const shownModel = (slug: string) => modelOf.get(slug) || slug;
  const modelOf = new Map(products.map((product) => [String(product.slug as string), modelName(product)]));
  const slugOfModel = new Map(
    products
      .filter((product) => modelName(product) !== '')
      .map((product) => [modelName(product).toUpperCase(), String(product.slug as string)]),
  );
  /** The models (upper case) named in `text`, whole names only: YC-FS50-IR is not YC-FS5. */
  const modelsNamed = (text: string) =>
    [...slugOfModel.keys()].filter((model) =>
      new RegExp(`(?<![A-Z0-9-])${model.replace(/[-]/g, '\\-')}(?![A-Z0-9-])`).test(text),
    );
  const problems: ContentProblem[] = [];
  /**
   * Each model that the text `textOf` picks from a language section names and the entry's list of
   * product `slugs` lacks: a problem at `field` in that language, in the words `say` gives.
   */
  const unlistedModels = (
    file: ContentFile,
    sections: Sections,
    slugs: readonly string[],
    textOf: (section: Record<string, unknown> | undefined) => unknown,
    field: string,
    say: (model: string) => { message: string; text: Label },
  ) => {
    const listed = new Set(slugs.map((slug) => (modelOf.get(slug) ?? '').toUpperCase()));
    for (const [locale, section] of Object.entries(sections))
      for (const model of new Set(textsOf(textOf(section)).flatMap(modelsNamed)))
        if (!listed.has(model)) {
          const { message, text } = say(model);
          problems.push(problemOf(file, locale, [field], message, text, { value: model }));
        }
  };

  for (const { file, sections } of of('solutions')) {
    const base = sections[defaultLocale] ?? {};
    const related = slugsOf(base.products);
    const used = slugsOf(base.caseStudyProducts);
    if (!base.caseStudy) continue;
    if (!used.length)
      problems.push(
        problemOf(
          file,
          defaultLocale,
          ['caseStudyProducts'],
          'a case study names the models it used',
          label(
            '请选择案例中用到的型号（从本方案的相关产品中选）',
            'Choose the models the case study used (from this solution’s related products)',
          ),
          {},
        ),
      );
    for (const slug of used)
      if (!related.includes(slug))
        problems.push(
          problemOf(
            file,
            defaultLocale,
            ['caseStudyProducts'],
            `the case study used "${slug}", which is not one of the solution's related products (${related.join(', ')})`,
            label(
              `案例用到的 ${shownModel(slug)} 不在本方案的“相关产品”中：请把它加入相关产品，或从案例型号中移除`,
              `The case study used ${shownModel(slug)}, which is not among this solution’s related products: add it there, or remove it from the case study’s models`,
            ),
            { value: slug },
          ),
        );
    unlistedModels(
      file,
      sections,
      used,
      (section) => section?.caseStudy,
      'caseStudy',
      (model) => ({
        message: `the case study names ${model}, which is not listed in its caseStudyProducts`,
        text: label(
          `案例正文提到了 ${model}，但“案例用到的型号”里没有它：请补选该型号，或改正正文`,
          `The case study’s text names ${model}, which is not among the case study’s models: choose it there, or correct the text`,
        ),
      }),
    );
  }

  // A news story links the products it names (`products`), as a case study does.
  for (const { file, sections } of of('news'))
    unlistedModels(
      file,
      sections,
      slugsOf(sections[defaultLocale]?.products),
      (section) => [section?.title, section?.summary, section?.body],
      'products',
      (model) => ({
        message: `the story names ${model}, which is not listed in its products`,
        text: label(
          `新闻提到了 ${model}，但“文中产品”里没有它：请补选该型号，或改正正文`,
          `The story names ${model}, which is not among its products: choose it there, or correct the text`,
        ),
      }),
    );

  // An event links the products it shows, named in its title or summary, as a news story does.
  for (const { file, sections } of of('events'))
    unlistedModels(
      file,
      sections,
      slugsOf(sections[defaultLocale]?.products),
      (section) => [section?.title, section?.summary],
      'products',
      (model) => ({
        message: `the event names ${model}, which is not listed in its products`,
        text: label(
          `活动提到了 ${model}，但“展出产品”里没有它：请补选该型号，或改正简介`,
          `The event names ${model}, which is not among its products shown: choose it there, or correct the summary`,
        ),
      }),
    );

  // The returns page takes its addresses from the locations: a return goes to a service centre,
  // the factory or the headquarters (a sales office has no workshop); samples to a site with an
  // applications lab, never to a service centre (it repairs, it runs no trials).
  const locationKind = new Map(
    of('locations').map(({ sections }) => [String(sections[defaultLocale]?.slug), sections[defaultLocale]?.kind]),
  );
  for (const { file, sections } of of('returns')) {
    const base = sections[defaultLocale] ?? {};
    for (const slug of slugsOf(base.returnLocations))
      if (locationKind.get(slug) === 'office')
        problems.push(
          problemOf(
            file,
            defaultLocale,
            ['returnLocations'],
            `the return address ${slug} is a sales office, which cannot accept returns`,
            label(
              `“${slug}”是销售办事处，不能受理返修：请选择服务中心、工厂或总部`,
              `“${slug}” is a sales office and cannot accept returns: choose a service centre, the factory or the headquarters`,
            ),
            { value: slug },
          ),
        );
    const sample = base.sampleLocation;
    if (typeof sample === 'string' && locationKind.has(sample) && locationKind.get(sample) === 'service')
      problems.push(
        problemOf(
          file,
          defaultLocale,
          ['sampleLocation'],
          `samples go to ${sample}, a service centre, which runs no sample trials`,
          label(
            `“${sample}”是服务中心，不做打样：样品请寄往设有应用实验室的总部、工厂或办事处`,
            `“${sample}” is a service centre and runs no sample trials: send samples to the headquarters, factory or office with an applications lab`,
          ),
          { value: sample },
        ),
      );
  }

  const experts = new Map(of('experts').map(({ sections }) => [String(sections[defaultLocale]?.slug), sections]));
  for (const { file, sections } of of('downloads')) {
    const signer = sections[defaultLocale]?.signer;
    if (typeof signer !== 'string') continue;
    const person = experts.get(signer)?.[defaultLocale];
    const name = typeof person?.name === 'string' && person.name ? person.name : signer;
    if (person && person.active === false)
      problems.push(
        problemOf(
          file,
          defaultLocale,
          ['signer'],
          `"${signer}" has left the company and cannot sign: choose a current member of staff`,
          label(
            `${name} 已不在职，不能签署文件：请选择一位在职的员工`,
            `${name} has left the company and cannot sign: choose a current member of staff`,
          ),
          { value: signer },
        ),
      );
  }

  const productState = new Map(products.map((product) => [String(product.slug as string), product.state]));
  for (const { file, sections } of of('experts')) {
    const person = sections[defaultLocale] ?? {};
    if (person.active !== false) continue;
    const name = typeof person.name === 'string' && person.name ? person.name : String(person.slug);
    const kept = slugsOf(person.products).filter((slug) => productState.get(slug) === 'active');
    if (kept.length)
      problems.push(
        problemOf(
          file,
          defaultLocale,
          ['products'],
          `"${String(person.slug)}" has left the company but is still responsible for ${kept.map(shownModel).join(', ')}: remove those products, or give them to a current member of staff`,
          label(
            `${name} 已不在职，却仍负责在售产品 ${kept.map(shownModel).join('、')}：请从“负责产品”中移除，并交给在职的同事`,
            `${name} has left the company but is still responsible for ${kept.map(shownModel).join(', ')}, which are still sold: remove them from “Responsible products” and hand them to a current colleague`,
          ),
          { value: kept },
        ),
      );
  }

  // A solution names a current application lead: its page gives their contact.
  for (const { file, sections } of of('solutions')) {
    const lead = sections[defaultLocale]?.applicationLead;
    if (typeof lead !== 'string') continue;
    const person = experts.get(lead)?.[defaultLocale];
    if (!person || person.active !== false) continue;
    const name = typeof person.name === 'string' && person.name ? person.name : lead;
    problems.push(
      problemOf(
        file,
        defaultLocale,
        ['applicationLead'],
        `"${lead}" has left the company and cannot lead this solution's applications: choose a current member of staff`,
        label(
          `${name} 已不在职，不能担任应用负责人：请选择一位在职的专家`,
          `${name} has left the company and cannot be the application lead: choose a current expert`,
        ),
        { value: lead },
      ),
    );
  }

  // A product's pictures belong to that product: another entry that shows one names its model.
  // A picture in two products' lists (a duplicate's, refused in unique-values.ts) is not blamed on
  // the entry showing it when its text names either of them.
  const pictureOf = new Map<string, string[]>();
  for (const product of products)
    for (const image of slugsOf(product.images))
      pictureOf.set(image, [...(pictureOf.get(image) ?? []), modelName(product)]);
  for (const { file, sections } of files
    .filter((candidate) => candidate.collection.name !== 'products')
    .map((candidate) => ({ file: candidate, sections: sectionsOf(candidate) }))) {
    if (!sections) continue;
    const base = sections[defaultLocale] ?? {};
    for (const field of file.collection.fields) {
      if (field.type !== 'image' || typeof base[field.name] !== 'string') continue;
      const models = pictureOf.get(base[field.name] as string);
      if (!models) continue;
      const model = models[0]!;
      for (const [locale, section] of Object.entries(sections)) {
        const texts = textsOf(section);
        // A language that has no text of its own shows the default language's.
        if (!texts.length) continue;
        const named = new Set(texts.flatMap(modelsNamed));
        if (!models.some((one) => named.has(one.toUpperCase())))
          problems.push(
            problemOf(
              file,
              locale,
              [field.name],
              `shows the picture of ${model}, but its text does not name ${model}: use the picture of the product it is about`,
              label(
                `这张图片是 ${model} 的产品图，但正文没有提到 ${model}：请换成正文所讲产品的图片`,
                `This is the picture of ${model}, but the text does not name ${model}: use the picture of the product it is about`,
              ),
              { value: base[field.name], model },
            ),
          );
      }
    }
  }
  return [
    ...problems,
    ...noteLaserProblems(of('notes'), products),
    ...interfaceProblems(of),
    ...uniqueValueProblems(files),
    ...serviceFactProblems(files),
  ];
}
