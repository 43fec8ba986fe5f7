/**
 * The SEO panel's length counter in plain words. The plugin writes `characterCount` followed by one
 * of the three verdicts; its own English ("59/50-60 chars, 1 left over") reads like a bug report.
 */
export const SEO_COUNTER_WORDS = {
  characterCount: '{{current}} characters (aim for {{minLength}} to {{maxLength}}): ',
  charactersToGo: '{{characters}} more needed',
  charactersLeftOver: 'in range, {{characters}} below the maximum',
  charactersTooMany: '{{characters}} too many',
}
