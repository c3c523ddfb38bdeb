-- POST /layout where every request is different: the title, the number of actions (1 to 12),
-- their titles, the screen width (320 to 1023 points) and the custom view's height (40 to 239)
-- change on every request, and the title carries the run and thread number (BENCH_RUN × 64 + thread) and a
-- per-thread counter, so no two requests of a run, nor of two numbered runs,
-- have the same bytes: every one misses the response cache and is decoded, laid out and encoded.
-- Action titles come from a vocabulary, as real sheets' do, so the text measurer's cache sees them
-- again; the title is new every time. $BENCH_ROOT_MEMBERS, when set, is added to the root object
-- (e.g. `"transition":"dismiss","fps":60` for /animation). Benchmarks/Micro/Requests.swift's
-- `varied` builds the same bodies for sheetd-bench and the cost guard.
local root_members = os.getenv("BENCH_ROOT_MEMBERS")
-- scripts/bench.py numbers its wrk runs (BENCH_RUN): the titles of one run are then new to the server
-- even after earlier runs of the same script, so its response cache never replays (nor stores) them.
local run = tonumber(os.getenv("BENCH_RUN") or "0")
local threads_started = 0
local counter = 0

-- Runs in wrk's main Lua state; `thread_id` becomes a global of each thread's own state.
setup = function(thread)
    threads_started = threads_started + 1
    thread:set("thread_id", run * 64 + threads_started)
end

init = function(args)
    wrk.method = "POST"
    wrk.headers["Content-Type"] = "application/json"
end

local styles = { "default", "default", "destructive", "default" }
local words = { "Share", "Copy Link", "Duplicate", "Move to Album", "Add to Favorites", "Edit", "Rename",
    "Hide", "Print", "Save to Files", "Delete Photo", "Report a Problem", "Open in Maps", "Mute" }

request = function()
    counter = counter + 1
    local count = 1 + counter % 12
    local actions = {}
    for i = 1, count do
        local style = (i == count and count > 1) and "cancel" or styles[1 + i % #styles]
        local title = style == "cancel" and "Cancel" or words[1 + (counter + i * 5) % #words]
        actions[i] = string.format('{"title":"%s","style":"%s"}', title, style)
    end
    local width = 320 + counter % 704
    -- ios17 unless BENCH_ROOT_MEMBERS names a profile: the default became ios26 (contract 2.0.0), and these bodies
    -- have always measured the iOS 17 sheet.
    local profile = (root_members and root_members:find('"profile"', 1, true)) and '' or '"profile":"ios17",'
    local body = string.format(
        '{' .. profile .. '"screen":{"width":%d,"height":844,"scale":3,"safeAreaInsets":{"top":47,"left":0,"bottom":34,"right":0}},' ..
        '"sheet":{"title":"Request %d.%d","message":"Choose what to do with item %d.","actions":[%s],' ..
        '"customView":{"height":%d}}%s}',
        width, thread_id or 0, counter, counter % 50, table.concat(actions, ","), 40 + counter % 200,
        root_members and ("," .. root_members) or "")
    return wrk.format(nil, nil, nil, body)
end

dofile("Benchmarks/lua/report.lua")
