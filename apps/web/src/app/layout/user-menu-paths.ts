/** Mi perfil's route (the user menu links to it; the recipe editor's hints may too). */
export const PROFILE_PATH = '/perfil';
