/**
 * How PHP frameworks refuse a route they do not have: ThinkPHP's "method not exists:...",
 * "controller not exists:...", "module not exists:...", their Chinese forms ("控制器不存在",
 * "模块不存在", "方法不存在", "非法请求:..."), "route ... could not be found", or a bare
 * "not found". A business refusal naming a record ("order not found") is not one of them.
 * No imports: the platform probe (scripts/probe.mjs) reads it in plain Node too.
 */
const UNKNOWN_ROUTE: readonly RegExp[] = [
  /\b(?:method|action|controller|module|class|function|route|url|api|page)\b[^.]{0,60}?\bnot\s+(?:be\s+)?(?:exists?|found|defined)\b/i,
  /(?:方法|控制器|模块|操作|路由|接口|页面)不存在/,
  /非法请求/,
  /^(?:404\s*)?(?:page\s+)?not\s+found[.!]?$|^404$/i,
];

/** True when a refusal's message says the server has no such route. */
export function namesUnknownRoute(msg: string): boolean {
  const text = msg.trim();
  return text !== '' && UNKNOWN_ROUTE.some((pattern) => pattern.test(text));
}
