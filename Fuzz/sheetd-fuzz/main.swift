// The libFuzzer entry for sheetd (scripts/fuzz.sh, `make fuzz`).
//
// Built with `-sanitize=fuzzer,address -DFUZZING`, this program hands over to libFuzzer's driver:
// SwiftPM gives every executable its own `main`, which would otherwise win over libFuzzer's, so
// the fuzzer would never run. In an ordinary `swift build` there is no libFuzzer to link, and the
// program instead replays the files named on its command line through the same target, which is
// how the reproducers in IntegrationTests/reliability/fuzz-regressions/ run without sanitizers.

#if canImport(Glibc)
    import Glibc
#endif

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    func llvmFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// libFuzzer's callback; its runtime also references the symbol, so it must exist by this name.
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        FuzzTarget.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }

    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(llvmFuzzerRunDriver(&argc, &argv) { fuzzTestOneInput($0, $1) })
#else
    /// Replays each file through the fuzz target; exits 0 when all ran (a broken promise traps).
    func replay(_ paths: [String]) -> Int32 {
        var failures: Int32 = 0
        for path in paths {
            guard let file = fopen(path, "rb") else {
                print("sheetd-fuzz: cannot open \(path)")
                failures += 1
                continue
            }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = fread(&buffer, 1, buffer.count, file)
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            fclose(file)
            FuzzTarget.run(bytes)
            print("sheetd-fuzz: ran \(path) (\(bytes.count) bytes)")
        }
        return failures
    }

    if CommandLine.arguments.count < 2 {
        print("usage: sheetd-fuzz FILE...  (replays inputs; build with scripts/fuzz.sh to fuzz)")
        exit(0)
    }
    exit(replay(Array(CommandLine.arguments.dropFirst())))
#endif
