"""Play-test 18, finding 1: a line the console cannot read was answered in English to
an Italian player, whose every other reply was Italian. Each refusal of the console
is said in the language of the user who typed it, option names included."""

from __future__ import annotations

from tests.console.test_play14_games import errors, run
from tests.console.test_play15_games import CHASE, console


async def test_the_consoles_own_refusals_speak_the_typists_language(store, tmp_path):
    con = console(store, tmp_path)
    await run(con, CHASE + "!lang sofia it\n!lang yuki ja\n")
    got = await run(
        con,
        """
        sofia: /dice inline stray !expect-error
        yuki: /dice inline stray !expect-error
        bob: /dice inline stray !expect-error
        sofia: /rule query:"a !expect-error
        sofia: press Nessuno !expect-error
        yuki: select なし !expect-error
        giulia: /act number:2 action:Caught him seat:Red extra !expect-error
        """,
    )
    said = errors(got)
    assert said[0].startswith("❌ le opzioni si scrivono nome:valore (trovato 'stray');")
    assert "le opzioni di questo comando:" in said[0] and "attivo:" in said[0]
    assert said[1].startswith("❌ オプションは 名前:値 の形で書きます（'stray' がありました）。")
    assert "有効:" in said[1]
    assert said[2].startswith("❌ options are name:value (got 'stray'); this command's options:")
    assert said[2].endswith("this command's options: enabled:")
    assert said[3] == '❌ non riesco a leggere la riga: una " non è chiusa'
    assert said[4] == (  # the buttons there are (play-test 20, finding 6)
        "❌ nessun pulsante 'Nessuno' in #general; gli ultimi pulsanti: [Taxi], [Bus],"
        " [Black ticket]"
    )
    assert said[5] == "❌ #general に選択メニューはありません"
    assert said[6].startswith("❌ le opzioni si scrivono nome:valore (trovato 'extra');")
