// Decap's own interface texts in the editor's language. Decap's zh_Hans leaves about fifty texts
// in English ("Strikethrough", notes, expand/collapse) and speaks to developers elsewhere (集合,
// backend, config.yml, URL, 国际化); its English says "Changes saved" on a new, empty entry and
// "You missed a required field" however many are missing. Our phrases replace those; every key of
// Decap's English has a Chinese phrase (src/cms/__tests__/decap-phrases.test.ts).
import { en as decapEn, zh_Hans as decapZh } from 'decap-cms-locales';
import type { CmsUiLocale } from './ui-locale';

type Phrases = { [key: string]: string | Phrases };

/** `base` with `overrides` laid over it, key by key. */
export function mergePhrases(base: Phrases, overrides: Phrases): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const under = merged[key];
    merged[key] = typeof value === 'object' && typeof under === 'object' ? mergePhrases(under, value) : value;
  }
  return merged;
}

const zh: Phrases = {
  auth: {
    login: '登录',
    loginWithForgejo: '使用 Forgejo 账号登录',
    loginWithGitHub: '使用 GitHub 账号登录',
    loginWithGitLab: '使用 GitLab 账号登录',
    loginWithGitea: '使用 Gitea 账号登录',
    errors: {
      identitySettings: '无法连接登录服务，请联系网站管理员。',
    },
  },
  app: {
    header: { content: '内容', workflow: '审核流程', media: '媒体', quickAdd: '快速新建' },
    app: {
      errorHeader: '后台设置有误，无法打开',
      configErrors: '设置错误',
      checkConfigYml: '请把此页面的内容发给网站管理员。',
      loadingConfig: '正在加载…',
      waitingBackend: '正在连接内容库…',
    },
  },
  collection: {
    sidebar: {
      collections: '内容分类',
      allCollections: '全部分类',
      searchAll: '搜索全部内容…',
      searchIn: '搜索范围',
    },
    collectionTop: {
      sortBy: '排序',
      viewAs: '显示方式',
      viewAsList: '列表显示',
      viewAsGrid: '卡片显示',
      newButton: '新建%{collectionLabel}',
      newButtonAriaLabel: '新建一条“%{collectionLabel}”',
      ascending: '从小到大',
      descending: '从大到小',
      searchResults: '“%{searchTerm}”的搜索结果',
      searchResultsInCollection: '%{collection}中“%{searchTerm}”的搜索结果',
      filterBy: '筛选',
      groupBy: '分组',
    },
    entries: {
      loadingEntries: '正在加载内容…',
      cachingEntries: '正在读取内容…',
      longerLoading: '可能需要几分钟',
      noEntries: '暂无内容',
      unpublishedHeader: '尚未发布的内容',
    },
  },
  editor: {
    // %{widgetLabel} is the widget's internal name (string, unique-slug): not read out.
    editorControl: { field: { optional: '可选', widgetLabel: '填写项' } },
    editorControlPane: {
      widget: {
        required: '请填写“%{fieldLabel}”',
        regexPattern: '“%{fieldLabel}”：%{pattern}',
        processing: '“%{fieldLabel}”正在处理，请稍候',
        range: '“%{fieldLabel}”应在 %{minValue} 到 %{maxValue} 之间',
        min: '“%{fieldLabel}”至少为 %{minValue}',
        max: '“%{fieldLabel}”最多为 %{maxValue}',
        rangeCount: '“%{fieldLabel}”应有 %{minCount} 到 %{maxCount} 项',
        rangeCountExact: '“%{fieldLabel}”应正好有 %{count} 项',
        rangeMin: '“%{fieldLabel}”至少要有 %{minCount} 项',
        rangeMax: '“%{fieldLabel}”最多 %{maxCount} 项',
        minCount: '“%{fieldLabel}”至少要有 %{minCount} 项',
        maxCount: '“%{fieldLabel}”最多 %{maxCount} 项',
        invalidPath: '“%{path}”不是有效的位置',
        pathExists: '“%{path}”已经存在',
      },
      i18n: {
        // %{locale} is a language code; locale-names.ts shows it as the language's name.
        writingInLocale: '正在编辑：%{locale}',
        copyFromLocale: '从另一种语言复制内容',
        copyFromLocaleConfirm: '确定要用另一种语言的内容填充当前语言吗？\n当前语言中已填写的内容将被覆盖。',
      },
    },
    editor: {
      onLeavePage: '确定要离开此页面吗？未保存的修改将会丢失。',
      confirmLoadBackup: '这条内容有一份上次未保存的修改（保存在本浏览器中）。要恢复这些修改吗？',
    },
    editorInterface: {
      toggleI18n: '显示或隐藏另一种语言',
      togglePreview: '显示或隐藏预览',
      toggleScrollSync: '预览随编辑区滚动',
      toggleNotes: '显示或隐藏备注',
    },
    editorNotesPane: {
      title: '备注',
      emptyState: '还没有备注。在下面写下第一条备注，与同事交流。',
      addNote: '添加备注',
      addPlaceholder: '写一条备注…',
      editPlaceholder: '修改备注…',
      save: '保存',
      cancel: '取消',
      edit: '修改',
      delete: '删除',
      resolve: '标为已解决',
      unresolve: '重新打开',
      confirmDelete: '确定要删除这条备注吗？',
      shortcut: '提示：按 Ctrl + 回车键可快速添加备注',
    },
    editorToolbar: {
      status: '状态：%{status}',
      backCollection: '返回“%{collectionLabel}”',
      unsavedChanges: '有未保存的修改',
      changesSaved: '没有未保存的修改',
      statusInfoTooltipDraft: '这条内容是草稿。写好后请把状态改为“审核中”，交给同事审核。',
      statusInfoTooltipInReview: '这条内容正在审核，无需其他操作；审核期间仍可继续修改。',
      deployPreviewPendingButtonLabel: '检查预览',
      deployPreviewButtonLabel: '查看预览',
      deployButtonLabel: '在网站上查看',
    },
    editorWidgets: {
      markdown: {
        bold: '粗体',
        italic: '斜体',
        strikethrough: '删除线',
        code: '代码',
        link: '链接',
        linkPrompt: '请输入链接的网址',
        headings: '标题',
        quote: '引用',
        bulletedList: '项目符号列表',
        numberedList: '编号列表',
        addComponent: '插入',
        richText: '排版视图',
        markdown: '源文本',
        toggleMode: { rich: '切换到排版视图', markdown: '切换到源文本' },
      },
      image: {
        choose: '选择图片',
        chooseMultiple: '选择图片',
        chooseUrl: '填写图片网址',
        replaceUrl: '改用图片网址',
        promptUrl: '请输入图片的网址',
        chooseDifferent: '换一张图片',
        addMore: '再添加图片',
        remove: '移除图片',
        removeAll: '移除全部图片',
      },
      file: {
        choose: '选择文件',
        chooseMultiple: '选择文件',
        chooseUrl: '填写文件网址',
        replaceUrl: '改用文件网址',
        promptUrl: '请输入文件的网址',
        chooseDifferent: '换一个文件',
        addMore: '再添加文件',
        remove: '移除文件',
        removeAll: '移除全部文件',
      },
      unknownControl: { noControl: '此字段无法编辑，请联系网站管理员。' },
      unknownPreview: { noPreview: '此字段无法预览' },
      datetime: { now: '今天', clear: '清除', setToNow: '把“%{fieldLabel}”设为今天' },
      list: { add: '添加%{item}', addType: '添加%{item}' },
      object: { expand: '展开', collapse: '收起' },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: { copyUrl: '复制网址', copyPath: '复制地址', copyName: '复制文件名' },
    mediaLibrary: {
      onDelete: '确定要删除这个文件吗？',
      fileTooLarge: '文件太大\n文件不能超过 %{size} kB',
    },
    mediaLibraryModal: {
      noResults: '没有找到',
      noAssetsFound: '还没有文件',
      noImagesFound: '还没有图片',
      mediaAssets: '图片和文件',
      search: '搜索…',
      deleting: '正在删除…',
      deleteSelected: '删除所选',
      chooseSelected: '使用所选',
      close: '关闭',
    },
  },
  ui: {
    default: { goBackToSite: '返回网站' },
    errorBoundary: {
      title: '出错了',
      details: '后台出现了一个错误。请',
      reportIt: '把下面的详情发给网站管理员',
      detailsHeading: '详情',
      privacyWarning: '详情中可能含有您正在编辑的内容，发送前请删去不宜外传的部分。',
    },
    settingsDropdown: { logOut: '退出登录', account: '账号菜单' },
    toast: {
      onFailToLoadEntries: '无法加载内容：%{details}',
      onFailToLoadDeployPreview: '无法加载预览：%{details}',
      onFailToPersist: '保存失败：%{details}',
      onFailToDelete: '删除失败：%{details}',
      onFailToUpdateStatus: '无法更改状态：%{details}',
      missingRequiredField: '有些字段未填写或填写有误，已用红色标出，请改正后再保存。',
      // Ours (src/cms/rules/refusal.ts): a save the site's rules refused, the field brought into view.
      refusedField: '未能保存：“%{field}”有问题，原因见该处的红字（已为您定位到那里）。请处理后再保存。',
      refusedFields: '未能保存：有 %{count} 处有问题，已用红色标出；已为您定位到第一处“%{field}”。请处理后再保存。',
      stillChecking: '暂未保存：正在与相关内容（产品、专家等）核对，请稍等几秒再保存一次。',
      onFailToPublishEntry: '发布失败：%{details}',
      onFailToUnpublishEntry: '撤销发布失败：%{details}',
      onLoggedOut: '您已退出登录。请先复制好未保存的内容，再重新登录。',
      onBackendDown: '暂时无法连接内容库：%{details}',
      noteAdded: '备注已添加',
      onFailToAddNote: '无法添加备注：%{details}',
      noteUpdated: '备注已修改',
      onFailToUpdateNote: '无法修改备注：%{details}',
      noteDeleted: '备注已删除',
      onFailToDeleteNote: '无法删除备注：%{details}',
      noteResolved: '备注已标为已解决',
      noteReopened: '备注已重新打开',
      onFailToToggleNote: '无法更改备注状态：%{details}',
    },
  },
  workflow: {
    workflow: {
      loading: '正在加载审核流程',
      workflowHeading: '审核流程',
      newPost: '新建内容',
      dateFormat: 'M月D日',
    },
  },
};

const en: Phrases = {
  editor: {
    editorControl: { field: { widgetLabel: 'Field' } },
    editorControlPane: {
      i18n: {
        writingInLocale: 'Writing in %{locale}',
        copyFromLocale: 'Copy from the other language',
        copyFromLocaleConfirm:
          'Fill this language with the content of the other one?\nWhat is written in this language now will be replaced.',
      },
    },
    editor: {
      confirmLoadBackup:
        'This entry has changes that were never saved (kept in this browser). Do you want to restore them?',
    },
    editorInterface: { toggleI18n: 'Show or hide the other language' },
    editorToolbar: { changesSaved: 'No unsaved changes' },
    editorWidgets: {
      markdown: {
        richText: 'Formatted',
        markdown: 'Source text',
        toggleMode: { rich: 'Switch to the formatted view', markdown: 'Switch to the source text' },
      },
      datetime: { now: 'Today', setToNow: 'Set %{fieldLabel} to today' },
    },
  },
  app: {
    app: {
      waitingBackend: 'Connecting to the content store…',
      checkConfigYml: 'Send this page to the site administrator.',
    },
  },
  ui: {
    errorBoundary: { reportIt: 'send the details below to the site administrator' },
    toast: {
      missingRequiredField: 'Some fields are empty or invalid: they are marked in red. Correct them, then save.',
      refusedField:
        'Not saved: “%{field}” needs attention; the red text there says why (it is now in view). Fix it, then save again.',
      refusedFields:
        'Not saved: %{count} fields need attention, marked in red; the first, “%{field}”, is now in view. Fix them, then save again.',
      stillChecking:
        'Not saved yet: this is still being checked against the related entries (products, experts…). Save again in a moment.',
      onBackendDown: 'The content store cannot be reached right now: %{details}',
    },
  },
};

/** Decap's phrases for the editor's language, with ours laid over them. */
export function decapPhrases(ui: CmsUiLocale): Phrases {
  return ui === 'en'
    ? mergePhrases(decapEn as Phrases, en)
    : mergePhrases(mergePhrases(decapEn as Phrases, decapZh as Phrases), zh);
}

/** Our Chinese phrases alone (for the test that every key Decap has is translated). */
export const zhPhrases = zh;

/**
 * The labels of Decap's controls that ask for a save, and its mark of optional fields, in the
 * editor's language (rules/refusal.ts): the publish menu's items, or in the editorial workflow
 * 保存 (its publish menu then publishes what was saved, without a save).
 */
export function savePhrases(ui: CmsUiLocale, workflow: boolean): { saveLabels: string[]; optional: string } {
  const editor = decapPhrases(ui).editor as Phrases;
  const toolbar = editor.editorToolbar as Record<string, string>;
  const control = editor.editorControl as { field: Record<string, string> };
  return {
    saveLabels: workflow
      ? [toolbar.save!]
      : [toolbar.publishNow!, toolbar.publishAndCreateNew!, toolbar.publishAndDuplicate!],
    optional: control.field.optional!,
  };
}
