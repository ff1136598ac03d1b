export function createApi(key) {
  const request = async (method, path, body) => {
    const res = await fetch(path, { method, headers: { authorization: `Bearer ${key}` }, body: body && JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
    return res.json();
  };
  return { get: (path) => request('GET', path), post: (path, body) => request('POST', path, body) };
}
