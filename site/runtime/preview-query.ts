/** The content editor's preview marker in the address (§2): the consent banner stays hidden. */
export const PREVIEW_QUERY = '_storyblok';
