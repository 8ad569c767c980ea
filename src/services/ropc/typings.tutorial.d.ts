// Video tutorials (the product documentation's tutorial tab).
declare namespace API {
  type TutorialLanguage = Schemas['Locale'];

  type Tutorial = Schemas['Tutorial'];

  type TutorialQuery = Schemas['TutorialQuery'];

  type TutorialPayload = Schemas['TutorialPayload'];
}
