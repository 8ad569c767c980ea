// The signed-in user's profile and password (contract/openapi.yaml, tag Settings).
declare namespace API {
  type ProfilePatch = Schemas['ProfilePatch'];

  type ProfileAnswer = Schemas['ProfileAnswer'];

  type PasswordChange = Schemas['PasswordChange'];
}
