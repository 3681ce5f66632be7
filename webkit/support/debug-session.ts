export function useSessionScript(json: string) {
  const s = JSON.parse(json);
  localStorage.setItem('authAPI', JSON.stringify(s.authAPI));
  localStorage.setItem('authUser', JSON.stringify(s.authUser));
  localStorage.setItem('country', '2');
  sessionStorage.setItem('ugift.popups', '1');
}
