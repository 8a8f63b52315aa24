"""LeMat Revolver (24162, Weird West Edition) — goods, Weapon.
Cheatin' Resolution, Boot: Increase your hand rank by this dude's bullet rating.
Resolution, Boot: Only use this ability if this dude is a stud and your shooter. While, by
including the top card of your discard pile with your draw hand, you have three pairs (of
different values), increase your hand rank by this dude's bullet rating.

The hand rank increase lasts for this round, as every hand rank modifier (§5.6). The
three pairs are looked for as the second ability resolves, among the draw hand and the
top card of the discard pile: three values each held at least twice, a joker pairing
with any single card.
"""

from __future__ import annotations

from collections import Counter

from engine.draw_hands import playing_card
from engine.dsl import AbilityKit, CardScript, Context


class LeMatRevolver(CardScript):
    code = "24162"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="cheatin resolution",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.fire,
        )
        self.action(
            play_type="resolution",
            cost=ability.costs.boot_self(),
            condition=self.stud_shooter,
            message="{player} uses {source}",
            handler=self.fire_the_grapeshot,
        )

    def stud_shooter(self, context: Context) -> bool:
        shootout, dude = self.game.shootout, self.parent
        return (
            shootout is not None
            and dude is not None
            and dude.shooter == "stud"
            and shootout.shooters.get(context.player.index) is dude
        )

    def fire(self, context: Context) -> None:
        dude = self.parent
        assert dude is not None
        if self.game.actions.modify_rank(context.player, dude.bullets):
            self.game.log.add("{0} increases their hand rank by {1}", context.player, dude.bullets)

    def three_pairs(self, context: Context) -> bool:
        player = context.player
        faces = [playing_card(card) for card in list(player.draw_hand) + player.discard[-1:]]
        counts = Counter(face.value for face in faces if face.joker is None)
        jokers = len(faces) - sum(counts.values())
        pairs = [value for value, n in counts.items() if n >= 2]
        singles = len(counts) - len(pairs)
        return len(pairs) + min(jokers, singles) >= 3

    def fire_the_grapeshot(self, context: Context) -> None:
        if self.three_pairs(context):
            self.fire(context)
