// The Lua scripts behind the Redis counters, one per operation. Redis runs a script alone, start to end, so each
// check and its increments are atomic across every replica that shares the server. Time never comes from Redis: the
// caller's `nowMs` names the window in each key and sets its lifetime. Scripts touch keys they derive from their
// arguments (the dirty sets name counters), so they need one Redis primary, not Redis Cluster.

/**
 * One request: rate hit, then quota charge, then the coverage meter, as asked. A Lua function over the request's own
 * keys (K) and arguments (A), shared by the single form (ADMIT) and the batched one (ADMIT_MANY).
 * K: rate window, usage counter, dirty usage set; for a metered lookup also the daily burst counter, the dirty
 * coverage set and one set per coverage bucket in check order.
 * A: rate limit (-1: no rate hit), rate key lifetime ms, cost (-1: no charge), cap (-1: none), dirty usage member;
 * for a metered lookup also units, daily burst cap, burst key lifetime ms, then per bucket: cap, record prefix (its
 * account, kind and period), member count, the distinct members. A bucket set holds the seeded marker besides its
 * members, so an empty bucket that was loaded differs from one Redis does not hold.
 * Returns {state, rate count, used, ...}: state 0 rate refused (nothing counted); 1 admitted (all counted); 2 refused
 * by the quota cap; 4 refused by coverage cap r (the 4th element: 1 the burst, 1 + i the i-th bucket); 3 counters
 * not in Redis, listed after (0 the usage counter, i the i-th bucket), nothing counted: seed them and run again.
 * A call refused by the quota or the coverage meter has passed the rate limit: its rate hit counts, nothing else.
 */
const ADMIT_FUNCTION = `
local function admit(K, A)
  local limit, cost = tonumber(A[1]), tonumber(A[3])
  local count, used = 0, 0
  if limit >= 0 then
    count = tonumber(redis.call('GET', K[1]) or '0')
    if count >= limit then return {0, count, 0} end
  end
  local missing = {3, count, 0}
  if cost >= 0 and redis.call('EXISTS', K[2]) == 0 then missing[#missing + 1] = 0 end
  for i = 6, #K do
    if redis.call('EXISTS', K[i]) == 0 then missing[#missing + 1] = i - 5 end
  end
  if #missing > 3 then return missing end
  if limit >= 0 then
    count = redis.call('INCR', K[1])
    if count == 1 then redis.call('PEXPIRE', K[1], A[2]) end
  end
  if cost >= 0 then
    used = tonumber(redis.call('GET', K[2]))
    local cap = tonumber(A[4])
    if cap >= 0 and used + cost > cap then return {2, count, used} end
  end
  if #K > 3 then
    local units = tonumber(A[6])
    local calls = tonumber(redis.call('GET', K[4]) or '0')
    if calls + units > tonumber(A[7]) then return {4, count, used, 1} end
    local buckets, pos = {}, 9
    for i = 6, #K do
      local cap, n = tonumber(A[pos]), tonumber(A[pos + 2])
      local first = pos + 3
      local added = 0
      for j = first, first + n - 1 do
        if redis.call('SISMEMBER', K[i], A[j]) == 0 then added = added + 1 end
      end
      if redis.call('SCARD', K[i]) - 1 + added > cap then return {4, count, used, i - 4} end
      buckets[#buckets + 1] = {i, A[pos + 1], first, n}
      pos = first + n
    end
    for _, b in ipairs(buckets) do
      for j = b[3], b[3] + b[4] - 1 do
        if redis.call('SADD', K[b[1]], A[j]) == 1 then redis.call('SADD', K[5], b[2] .. A[j]) end
      end
    end
    redis.call('INCRBY', K[4], units)
    if calls == 0 then redis.call('PEXPIRE', K[4], A[8]) end
  end
  if cost >= 0 then
    used = redis.call('INCRBY', K[2], cost)
    redis.call('SADD', K[3], A[5])
  end
  return {1, count, used}
end
`;

/** One request: KEYS and ARGV as `admit` above takes them; returns its reply. */
export const ADMIT = `${ADMIT_FUNCTION}
return admit(KEYS, ARGV)
`;

/**
 * Many requests, applied one after another in order, all in one atomic run: what one replica's requests of one
 * event-loop turn ask. ARGV[1]: a JSON array with one [keys, args] pair per request, each as ADMIT's KEYS and ARGV
 * (one string rather than thousands of arguments: the client pays per argument, and cjson decodes it in C). The keys
 * travel as arguments, as the dirty sets' members already do, which one Redis primary allows. Returns a JSON array of
 * the replies, one per request, each as ADMIT's, or {-1, message} for a request whose run raised an error (as ADMIT
 * alone would have failed, and with what it wrote before the error kept, as there): it fails alone, the others in
 * the batch are unaffected. So is a request told its counters are missing: it has counted nothing.
 */
export const ADMIT_MANY = `${ADMIT_FUNCTION}
local replies = {}
for r, req in ipairs(cjson.decode(ARGV[1])) do
  local ok, reply = pcall(admit, req[1], req[2])
  replies[r] = ok and reply or {-1, tostring(reply)}
end
return cjson.encode(replies)
`;

/** KEYS: usage counter, dirty usage set. ARGV: cost, dirty member. Returns the calls used after, or -1 when unseeded. */
export const REFUND = `
local stored = redis.call('GET', KEYS[1])
if not stored then return -1 end
local used = math.max(0, tonumber(stored) - tonumber(ARGV[1]))
redis.call('SET', KEYS[1], used, 'KEEPTTL')
redis.call('SADD', KEYS[2], ARGV[2])
return used
`;

/**
 * Lua: adds ARGV[first..] to the set KEYS[1], 1,000 arguments per SADD (Lua's unpack has a stack limit), then gives
 * the set the lifetime ARGV[1].
 */
const addMembersFrom = (first: number) => `
for i = ${first}, #ARGV, 1000 do
  redis.call('SADD', KEYS[1], unpack(ARGV, i, math.min(i + 999, #ARGV)))
end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1
`;

/** KEYS: one bucket set. ARGV: lifetime ms, the seeded marker, stored members. Loads it only if Redis lacks it. */
export const SEED_COVERAGE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('SADD', KEYS[1], ARGV[2])
${addMembersFrom(3)}`;

/**
 * A large bucket is seeded in parts (redis.ts seedBucket). KEYS: its staging set. ARGV: the staging set's lifetime ms,
 * then a part of the members. Adds them and keeps the staging set alive for the next part.
 */
export const STAGE_COVERAGE = addMembersFrom(2);

/**
 * KEYS: the bucket set, its staging set. ARGV: lifetime ms, the seeded marker. Publishes the staged members as the
 * bucket unless another replica seeded it meanwhile (then the staging set is dropped): 1 published, 0 already seeded,
 * -1 the staging set is gone (it outlived its lifetime between two parts).
 */
export const PUBLISH_COVERAGE = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('DEL', KEYS[2])
  return 0
end
if redis.call('EXISTS', KEYS[2]) == 0 then return -1 end
redis.call('SADD', KEYS[2], ARGV[2])
redis.call('RENAME', KEYS[2], KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1
`;

/**
 * Sliding windows. KEYS: one sorted set per limit (score = the hit's instant). ARGV: now ms, window ms, this hit's
 * unique member, then each key's limit. A hit exactly one window old has left it. Returns {0} counted against every
 * key, or {i, oldest} refused by the i-th (nothing counted).
 */
export const SLIDING = `
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
for i = 1, #KEYS do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  if redis.call('ZCARD', KEYS[i]) >= tonumber(ARGV[3 + i]) then
    local oldest = redis.call('ZRANGE', KEYS[i], 0, 0, 'WITHSCORES')
    return {i, oldest[2]}
  end
end
for i = 1, #KEYS do
  redis.call('ZADD', KEYS[i], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[i], window)
end
return {0}
`;

/**
 * Takes a batch of counters to write to the store. KEYS: dirty set, in-flight sorted set (score = lease end).
 * ARGV: wall-clock ms, lease end ms, batch size, value key prefix ('' for none). Leases that ran out (a replica died
 * mid-write) are taken again first. Each taken member is leased to this caller; with a prefix, its current value
 * follows it ('' when the counter is gone). Returns {member, value?, ...}.
 */
export const POP_DIRTY = `
local batch = tonumber(ARGV[3])
local taken = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1], 'LIMIT', 0, batch)
if #taken < batch then
  for _, m in ipairs(redis.call('SPOP', KEYS[1], batch - #taken)) do taken[#taken + 1] = m end
end
local out = {}
for _, m in ipairs(taken) do
  redis.call('ZADD', KEYS[2], ARGV[2], m)
  out[#out + 1] = m
  if ARGV[4] ~= '' then out[#out + 1] = redis.call('GET', ARGV[4] .. m) or '' end
end
return out
`;

/**
 * Ends the leases of a batch. KEYS: dirty set, in-flight set. ARGV: '1' if the write failed, value key prefix, then
 * pairs of member and the value written. A failed batch goes back to the dirty set; so does a counter that changed
 * since it was read, so a slow writer's older value is always followed by the newer one.
 */
export const ACK_DIRTY = `
local failed, prefix = ARGV[1] == '1', ARGV[2]
for i = 3, #ARGV, 2 do
  local m = ARGV[i]
  redis.call('ZREM', KEYS[2], m)
  if failed or (prefix ~= '' and (redis.call('GET', prefix .. m) or '') ~= ARGV[i + 1]) then
    redis.call('SADD', KEYS[1], m)
  end
end
return 0
`;
