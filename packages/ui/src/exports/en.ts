// `@latchkit/ui/en`: the English catalogue, apart from the main entry so that a page which does
// not import it loads the modal's texts only with the modal's code.
export { type Catalogue, en, type StringId } from '../i18n/strings.en.js'
